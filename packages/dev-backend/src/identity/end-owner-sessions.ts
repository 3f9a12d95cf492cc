// A disabled or deleted owner's running sessions end as a replaced key's do: AUTH-003, which the
// real client reports as an expired or disabled key.
import type { SessionService } from '../sessions/service.ts';

export const OWNER_GONE_MESSAGE = 'API key disabled: the account that holds it is disabled or deleted';

export function endSessionsOfOwner(sessions: SessionService, uid: string): void {
  for (const session of sessions.context.registry.sessionsOf(uid)) {
    sessions.context.end(session, { kind: 'refusal', code: 'AUTH-003', message: OWNER_GONE_MESSAGE });
  }
}

/** The owners with sessions open (or held) now: those the owner guard's sweep re-reads. */
export const ownersWithSessions = (sessions: SessionService): string[] =>
  sessions.context.registry.allAccounts().map(([uid]) => uid);
