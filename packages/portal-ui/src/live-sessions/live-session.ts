import type { SessionRow } from '@remoterl/contract/live-view';
import { USAGE_ROLES } from '@remoterl/product';

/** The two sides of a RemoteRL run: a simulator hosts the environment, a trainer learns from it. */
export type SessionRole = SessionRow['role'];

/**
 * Where a session stands: relaying frames, waiting for a peer, paused (no data left) or held
 * (its socket dropped and the service keeps its place for a while). The contract's states.
 */
export type SessionState = SessionRow['state'];

/** One online session, as the live view shows it: the contract's row, less what the table does not show. */
export type LiveSession = Pick<
  SessionRow,
  'id' | 'role' | 'state' | 'connectedAt' | 'bytesIn' | 'bytesOut' | 'frames'
>;

/** How many sessions of each role are online. */
export type SessionCounts = Readonly<Record<SessionRole, number>>;

/** The roles in the order the blocks list them (the product's order). */
export const SESSION_ROLES: readonly SessionRole[] = USAGE_ROLES;
