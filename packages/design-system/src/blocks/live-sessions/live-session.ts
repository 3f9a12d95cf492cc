/** The two sides of a RemoteRL run: a simulator hosts the environment, a trainer learns from it. */
export type SessionRole = 'simulator' | 'trainer';

/**
 * Where a session stands: relaying frames, waiting for a peer, paused (no data left) or held
 * (its socket dropped and the service keeps its place for a while).
 */
export type SessionState = 'active' | 'waiting' | 'paused' | 'held';

/** One online session, as the live view shows it. */
export interface LiveSession {
  /** The session id the client prints (`Connected | trainer=cbb65cd2`). */
  id: string;
  role: SessionRole;
  state: SessionState;
  /** When the session connected (ISO 8601). */
  connectedAt: string;
  /** Bytes the service received from this process. */
  bytesIn: number;
  /** Bytes the service sent to this process. */
  bytesOut: number;
  /** Binary frames relayed: the steps of the run. */
  frames: number;
}

/** How many sessions of each role are online. */
export type SessionCounts = Readonly<Record<SessionRole, number>>;

export const SESSION_ROLES: readonly SessionRole[] = ['simulator', 'trainer'];
