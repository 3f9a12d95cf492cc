// One key's own monthly spend limit (docs/decisions.md, "Spend limits"): when a key's sessions
// would pass it within one metering step they pause with AUTH-004 naming that key's limit, and
// end when the grace runs out, while the account's other keys run on. Raising the key's limit
// during the grace resumes them. The account's own pause (credit or account limit) is the
// service's; a session may be held by both, and runs again only when neither holds it.
import type { Alerts } from '../alerts/alerts.ts';
import type { Store } from '../store/index.ts';
import type { SessionConfig } from './config.ts';
import type { Ending } from './ending.ts';
import { keyLimitLeft, type KeyLimitLeft } from './key-limit.ts';
import { kilobytesPerStep, meterSessions, startMetering, stopMetering } from './meter.ts';
import type { Registry } from './registry.ts';
import type { Session } from './session.ts';

const KEY_LIMIT = 'key-limit';

export interface KeyPauses {
  /** Pauses or resumes the account's sessions key by key; answers whether any changed. */
  check(uid: string, sessions: readonly Session[]): boolean;
  /** The paused frame of a session its key's limit holds (sent again on resume). */
  pausedFrame(session: Session): {
    type: 'paused';
    code: 'AUTH-004';
    graceMs: number;
    limit?: KeyLimitLeft['limit'];
  };
  /** Drops every pending grace (every session is ending). */
  clear(): void;
}

export function createKeyPauses(deps: {
  store: Store;
  config: SessionConfig;
  registry: Registry;
  end(session: Session, ending: Ending): void;
  alerts?: Alerts | undefined;
}): KeyPauses {
  const { store, config, registry } = deps;
  /** Pending graces, by account and key. */
  const graces = new Map<string, NodeJS.Timeout>();
  /** Keys whose sessions are being ended now: the checks their endings cause leave them be. */
  const ending = new Set<string>();
  const graceId = (uid: string, keyId: string) => `${uid}\n${keyId}`;
  const sessionsOfKey = (uid: string, keyId: string) =>
    registry.sessionsOf(uid).filter((session) => session.keyId === keyId);

  /** The pause rule of the account, for one key: it would pass its limit within one step. */
  const runsOut = (sessions: readonly Session[], left: KeyLimitLeft) =>
    left.kilobytes <= 0 ||
    left.kilobytes < kilobytesPerStep(sessions, config.meterIntervalMs, config.clockRate);

  function pausedFrame(session: Session) {
    const left = keyLimitLeft(store, session.uid, session.keyId);
    return {
      type: 'paused',
      code: 'AUTH-004',
      graceMs: config.graceMs,
      ...(left && { limit: left.limit }),
    } as const;
  }

  function pause(uid: string, sessions: readonly Session[]): void {
    // Their time so far is recorded before they stop counting.
    meterSessions(store, uid, sessions, config.clockRate);
    for (const session of sessions) {
      session.keyPaused = true;
      session.mark('paused');
      stopMetering(session);
      session.holdReading(KEY_LIMIT);
      session.send(pausedFrame(session));
    }
  }

  function resume(sessions: readonly Session[]): void {
    for (const session of sessions) {
      if (!session.keyPaused) continue;
      session.keyPaused = false;
      session.releaseReading(KEY_LIMIT);
      // The account's own pause still holds it: the service resumes it with the account.
      if (session.accountPaused) continue;
      session.mark('resumed');
      startMetering(session);
      session.send({ type: 'resumed' });
    }
  }

  function graceOver(uid: string, keyId: string): void {
    const id = graceId(uid, keyId);
    const sessions = sessionsOfKey(uid, keyId);
    const left = keyLimitLeft(store, uid, keyId);
    ending.add(id);
    if (!left || !runsOut(sessions, left)) resume(sessions);
    else {
      for (const session of sessions)
        deps.end(session, { kind: 'refusal', code: 'AUTH-004', limit: left.limit });
      deps.alerts?.sessionsStopped(uid, left.limit);
    }
    ending.delete(id);
    graces.delete(id);
    registry.changed(uid);
  }

  return {
    pausedFrame,

    check(uid, sessions) {
      let changed = false;
      const byKey = new Map<string, Session[]>();
      for (const session of sessions)
        byKey.set(session.keyId, [...(byKey.get(session.keyId) ?? []), session]);
      for (const [keyId, keySessions] of byKey) {
        const id = graceId(uid, keyId);
        if (ending.has(id)) continue;
        const left = keyLimitLeft(store, uid, keyId);
        if (left && runsOut(keySessions, left)) {
          if (!graces.has(id))
            graces.set(
              id,
              setTimeout(() => graceOver(uid, keyId), config.graceMs),
            );
          // A session opened with the key during its grace pauses at once, as the others did.
          const running = keySessions.filter((session) => !session.keyPaused);
          if (running.length > 0) {
            pause(uid, running);
            changed = true;
          }
        } else if (graces.has(id)) {
          clearTimeout(graces.get(id));
          graces.delete(id);
          resume(keySessions);
          changed = true;
        }
      }
      // A grace must not outlive the sessions it was for.
      for (const [id, timer] of graces) {
        const [owner, keyId] = id.split('\n') as [string, string];
        if (owner === uid && !byKey.has(keyId) && !ending.has(id)) {
          clearTimeout(timer);
          graces.delete(id);
        }
      }
      return changed;
    },

    clear() {
      for (const timer of graces.values()) clearTimeout(timer);
      graces.clear();
    },
  };
}
