// Connected time becomes usage (docs/decisions.md, "Metering"): each session's time, scaled by
// the clock rate (1 outside tests and demos), is recorded in thousandths of an hour through the
// usage store, which turns it into data at the role's rate and charges Premium credit. Time is
// recorded at every metering step (config.meterIntervalMs, at most 5 s) and when the session
// ends; a paused session is not metered. Bytes are counted on the session but never billed.
//
// Each step writes the usage and every session's checkpoint (its metered position) in one
// transaction, so a crash loses at most one step and a restart never counts anything twice.
import { kilobytesFor, MILLIHOURS_PER_HOUR } from '@remoterl/product';
import type { UsageEntry } from '../store/usage.ts';
import type { Store } from '../store/index.ts';
import type { SessionCheckpoint } from '../store/session-checkpoints.ts';
import { utcToday } from '../usage/days.ts';
import type { Session } from './session.ts';

/** Real milliseconds in a thousandth of an hour. */
export const MS_PER_MILLIHOUR = 3_600_000 / MILLIHOURS_PER_HOUR;

/** Advances the session's metered time to `now`; answers the whole thousandths not yet recorded. */
function advance(session: Session, now: number, clockRate: number): number {
  if (session.meterFrom !== null) {
    session.meteredMs += (now - session.meterFrom) * clockRate;
    session.meterFrom = now;
  }
  const total = Math.floor(session.meteredMs / MS_PER_MILLIHOUR);
  const delta = total - session.recordedMilliHours;
  session.recordedMilliHours = total;
  return delta;
}

/**
 * Records the time `sessions` (all of one account) ran since their last record, and checkpoints
 * them; `ending` sessions lose their checkpoint in the same transaction.
 */
export function meterSessions(
  store: Store,
  uid: string,
  sessions: Iterable<Session>,
  clockRate: number,
  ending = false,
): void {
  const now = Date.now();
  const date = utcToday(new Date(now));
  // Per key, then role: what each key's sessions cost counts toward its own limit too.
  const byKey = new Map<string, Map<Session['role'], number>>();
  const metered = [...sessions];
  for (const session of metered) {
    const milliHours = advance(session, now, clockRate);
    if (milliHours <= 0) continue;
    const byRole = byKey.get(session.keyId) ?? new Map<Session['role'], number>();
    byRole.set(session.role, (byRole.get(session.role) ?? 0) + milliHours);
    byKey.set(session.keyId, byRole);
  }
  const entriesByKey = [...byKey].map(([keyId, byRole]) => ({
    keyId,
    entries: [...byRole].map(([role, milliHours]): UsageEntry => ({ date, role, milliHours })),
  }));
  // The account may have been wiped under a running session (the test reset endpoint).
  if (!store.accounts.find(uid)) return;
  store.transaction(() => {
    for (const { keyId, entries } of entriesByKey) {
      store.usage.append(uid, entries, keyId);
      store.usageHours.record(uid, new Date(now), entries);
    }
    for (const session of metered) {
      if (ending) store.sessionCheckpoints.remove(session.id);
      else store.sessionCheckpoints.save(checkpointOf(session, now));
    }
  });
}

const checkpointOf = (session: Session, now: number): SessionCheckpoint => ({
  id: session.id,
  uid: session.uid,
  role: session.role,
  apiKey: session.apiKey,
  token: session.token,
  client: session.client,
  connectedAtMs: session.connectedAt,
  meteredMs: session.meteredMs,
  recordedMilliHours: session.recordedMilliHours,
  checkpointedAtMs: now,
});

/** Stops metering a session (paused: no data left), after recording its time so far. */
export function stopMetering(session: Session): void {
  session.meterFrom = null;
}

export function startMetering(session: Session): void {
  session.meterFrom ??= Date.now();
}

/**
 * The pause rule's look-ahead: the kilobytes `sessions` use in one metering step. An account
 * whose data left is less than this is paused now, so it is never overrun by more than a step.
 */
export function kilobytesPerStep(sessions: Iterable<Session>, stepMs: number, clockRate: number): number {
  const milliHours = Math.ceil((stepMs * clockRate) / MS_PER_MILLIHOUR);
  let kilobytes = 0;
  for (const session of sessions) kilobytes += kilobytesFor(session.role, milliHours);
  return kilobytes;
}
