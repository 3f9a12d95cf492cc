// The one place the session service writes the sessions console's records: an ended session
// into the history, a refused handshake whose key identifies an account into its refusals
// (docs/decisions.md, "Session history", "Refused connections", "Session cost").
import {
  CLOSE_CODES,
  REFUSAL_CODES,
  type EndReason,
  type Hello,
  type RecordedRefusalCode,
  type RefusalCode,
} from '@remoterl/contract';
import { FREE_DATA_ALLOWANCE_GB, KB_PER_GB, kilobytesFor, premiumCostCents } from '@remoterl/product';
import { keyFingerprint } from '../store/key-cipher.ts';
import type { Store } from '../store/index.ts';
import type { Ending } from './ending.ts';
import type { Session } from './session.ts';

const REFUSAL_REASONS: Partial<Record<RefusalCode, EndReason>> = {
  'AUTH-003': 'key_regenerated',
  'AUTH-004': 'credit_exhausted',
  'AUTH-005': 'blocked',
};

/** The end reason in the console's words, and the code the client saw. */
export function endReasonOf(session: Session, ending: Ending): { endReason: EndReason; endCode: string } {
  switch (ending.kind) {
    case 'refusal':
      return { endReason: REFUSAL_REASONS[ending.code] ?? 'protocol_error', endCode: ending.code };
    case 'disconnected':
      return { endReason: 'disconnected_from_dashboard', endCode: String(CLOSE_CODES.disconnectedByUser) };
    case 'slow-reader':
      return { endReason: 'slow_reader', endCode: String(CLOSE_CODES.slowReader) };
    case 'shutdown':
      return { endReason: 'service_shutdown', endCode: String(CLOSE_CODES.goingAway) };
    case 'gone': {
      // A clean close is the client's choice; anything else (1006, a silent socket cut by the
      // heartbeat) lost the connection and its hold ran out.
      const code = session.closeCode ?? CLOSE_CODES.normal;
      return code === CLOSE_CODES.normal
        ? { endReason: 'closed_by_client', endCode: String(code) }
        : { endReason: 'heartbeat_lost', endCode: String(code) };
    }
  }
}

/** Records `session`, which has just ended, in its account's history. */
export function recordEnded(store: Store, session: Session, ending: Ending): void {
  // The account may have been wiped under a running session (the test reset endpoint).
  if (!store.accounts.find(session.uid)) return;
  const endedAt = Date.now();
  session.mark('ended');
  const meteredKilobytes = kilobytesFor(session.role, session.recordedMilliHours);
  const premium = store.usage.isPremium(session.uid);
  store.sessionHistory.record(session.uid, {
    session: {
      id: session.id,
      role: session.role,
      startedAt: new Date(session.connectedAt).toISOString(),
      endedAt: new Date(endedAt).toISOString(),
      durationMs: endedAt - session.connectedAt,
      peer: session.lastPeer,
      keyFingerprint: keyFingerprint(session.apiKey),
      client: session.client ?? null,
      // The server counts what it read (bytesIn) and wrote (bytesOut); the process sent what
      // the server read.
      sentBytes: session.bytesIn,
      receivedBytes: session.bytesOut,
      frames: session.frames,
      meteredKilobytes,
      costCents: premium ? premiumCostCents(meteredKilobytes) : null,
      allowanceShare: premium ? null : meteredKilobytes / (FREE_DATA_ALLOWANCE_GB * KB_PER_GB),
      ...endReasonOf(session, ending),
    },
    timeline: session.timeline.map(({ at, event }) => ({ at: new Date(at).toISOString(), event })),
  });
}

const isRecorded = (code: RefusalCode): code is RecordedRefusalCode =>
  (REFUSAL_CODES as readonly string[]).includes(code);

/**
 * Records a refused handshake against the account its key identifies: the live key's owner, or
 * for AUTH-003 the owner of the replaced key. Unknown keys identify nobody and are not recorded.
 * The first refusal of a code and key in an hour also goes to the activity log. Answers the
 * account it was recorded against, whose live views then show it.
 */
export function recordRefusal(
  store: Store,
  hello: Hello,
  code: RefusalCode,
  source: string,
): string | undefined {
  if (!isRecorded(code) || typeof hello.apiKey !== 'string') return undefined;
  const uid = store.apiKeys.ownerOf(hello.apiKey) ?? store.apiKeys.replacedOwnerOf(hello.apiKey);
  if (!uid || !store.accounts.find(uid)) return undefined;
  const client = typeof hello.client === 'string' ? hello.client.slice(0, 64) : null;
  const fingerprint = keyFingerprint(hello.apiKey);
  if (store.refusals.record(uid, { code, keyFingerprint: fingerprint, client })) {
    store.activity.append(uid, 'session_refused', source, { code, keyFingerprint: fingerprint });
  }
  return uid;
}
