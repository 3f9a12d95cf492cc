// Connected time becomes usage (docs/decisions.md, "Metering"): each session's time, scaled by
// the clock rate (1 outside tests and demos), is recorded in thousandths of an hour through the
// usage store, which turns it into data at the role's rate and charges Premium credit. Time is
// recorded on every meter tick (at least once a minute) and when the session ends; a paused
// session is not metered. Bytes are counted on the session but never billed.
import type { UsageEntry } from '../store/usage.ts';
import type { Store } from '../store/index.ts';
import { utcToday } from '../usage/days.ts';
import type { Session } from './session.ts';

/** Real milliseconds in a thousandth of an hour. */
const MS_PER_MILLIHOUR = 3_600;

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

/** Records the time `sessions` (all of one account) ran since their last record. */
export function meterSessions(
  store: Store,
  uid: string,
  sessions: Iterable<Session>,
  clockRate: number,
): void {
  const now = Date.now();
  const date = utcToday(new Date(now));
  const byRole = new Map<Session['role'], number>();
  for (const session of sessions) {
    const milliHours = advance(session, now, clockRate);
    if (milliHours > 0) byRole.set(session.role, (byRole.get(session.role) ?? 0) + milliHours);
  }
  const entries: UsageEntry[] = [...byRole].map(([role, milliHours]) => ({ date, role, milliHours }));
  // The account may have been wiped under a running session (the test reset endpoint).
  if (entries.length > 0 && store.accounts.find(uid)) {
    store.usage.append(uid, entries);
    store.usageHours.record(uid, new Date(now), entries);
  }
}

/** Stops metering a session (paused: no data left), after recording its time so far. */
export function stopMetering(session: Session): void {
  session.meterFrom = null;
}

export function startMetering(session: Session): void {
  session.meterFrom ??= Date.now();
}
