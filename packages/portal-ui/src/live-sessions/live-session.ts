import type { SessionHealth, SessionRow } from '@remoterl/contract/live-view';
import { USAGE_ROLES } from '@remoterl/product';

/** A session's live rates and heartbeat: the contract's. */
export type { SessionHealth };

/** The two sides of a RemoteRL run: a simulator hosts the environment, a trainer learns from it. */
export type SessionRole = SessionRow['role'];

/**
 * Where a session stands: relaying frames, waiting for a peer, paused (no data left) or held
 * (its socket dropped and the service keeps its place for a while). The contract's states.
 */
export type SessionState = SessionRow['state'];

/**
 * One online session, as the live view shows it: the contract's row. The pairing, health,
 * resume deadline and metered figures may be absent (no health is then shown).
 */
export type LiveSession = Pick<
  SessionRow,
  'id' | 'role' | 'state' | 'connectedAt' | 'bytesIn' | 'bytesOut' | 'frames'
> &
  Partial<Pick<SessionRow, 'peer' | 'health' | 'resumableUntil' | 'meteredGb' | 'costUsd'>> & {
    /** A trainer's simulators (their session ids). */
    simulators?: readonly string[];
  };

/** How many sessions of each role are online. */
export type SessionCounts = Readonly<Record<SessionRole, number>>;

/** The roles in the order the blocks list them (the product's order). */
export const SESSION_ROLES: readonly SessionRole[] = USAGE_ROLES;
