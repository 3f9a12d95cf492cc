// Keys follow their owner: once a Firebase identity is disabled or deleted, its API key stops
// working everywhere a key is accepted without an ID token (the key check, the session service,
// receipt links). Asking Firebase on every use would put its latency on every handshake, so a
// status is reused for `recheckMs`; a sweep re-reads the owners of running sessions on the same
// period, so a disabled owner's key is refused, and its sessions ended, within twice that.

import type { IdentityDirectory, IdentityStatus } from './directory.ts';

export interface OwnerGuard {
  /** Whether the identity `uid` may still use its key (a status at most `recheckMs` old). */
  isActive(uid: string): Promise<boolean>;
  close(): void;
}

export interface OwnerGuardOptions {
  directory: IdentityDirectory;
  recheckMs: number;
  /** The owners whose running sessions the sweep re-reads. */
  watched: () => Iterable<string>;
  /** Called by the sweep for each watched owner found disabled or deleted. */
  onInactive: (uid: string) => void;
}

export function createOwnerGuard(options: OwnerGuardOptions): OwnerGuard {
  const known = new Map<string, { status: IdentityStatus; at: number }>();
  const pending = new Map<string, Promise<IdentityStatus>>();
  let warned = false;

  const read = (uid: string): Promise<IdentityStatus> => {
    let promise = pending.get(uid);
    if (!promise) {
      promise = options.directory
        .status(uid)
        .then((status) => {
          known.set(uid, { status, at: Date.now() });
          return status;
        })
        .catch((error: unknown) => {
          // An outage of Firebase must not lock every key out: the last status read stands, and a
          // key whose owner was never read is taken as its owner's (it was issued to a signed-in
          // identity). Logged once per outage, not per request.
          if (!warned) console.error(`[dev-backend] identity directory unreachable: ${String(error)}`);
          warned = true;
          return known.get(uid)?.status ?? 'active';
        })
        .finally(() => pending.delete(uid));
      pending.set(uid, promise);
    }
    return promise;
  };

  const isActive = async (uid: string): Promise<boolean> => {
    const cached = known.get(uid);
    const status = cached && Date.now() - cached.at < options.recheckMs ? cached.status : await read(uid);
    if (status === 'active') warned = false;
    return status === 'active';
  };

  const sweep = setInterval(() => {
    for (const uid of new Set(options.watched())) {
      void isActive(uid).then((active) => {
        if (!active) options.onInactive(uid);
      });
    }
  }, options.recheckMs);
  sweep.unref();

  return { isActive, close: () => clearInterval(sweep) };
}

/** For a server built without a directory (unit tests of the app): every owner is active. */
export const everyOwnerActive: OwnerGuard = { isActive: async () => true, close: () => {} };
