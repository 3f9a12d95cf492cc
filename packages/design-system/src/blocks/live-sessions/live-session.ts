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
  /** A simulator's trainer (its session id), if paired. */
  peer?: string | null;
  /** A trainer's simulators (their session ids). */
  simulators?: readonly string[];
  /** Rates over the last second, and the heartbeat; absent, no health is shown. */
  health?: SessionHealth;
  /** While held after a drop: until when it can resume (ISO 8601). */
  resumableUntil?: string | null;
  /** Data metered so far, in GB, and its cost in dollars (null on a plan that pays nothing). */
  meteredGb?: number;
  costUsd?: number | null;
}

/** A session's live rates, from the process's point of view ("sent" is what the client sent). */
export interface SessionHealth {
  stepsPerSecond: number;
  framesPerSecond: number;
  sentBytesPerSecond: number;
  receivedBytesPerSecond: number;
  /** The heartbeat's round trip; null before the first. */
  roundTripMs: number | null;
  /** Whole seconds since the last heartbeat; null before the first. */
  heartbeatAgeSeconds: number | null;
}

/** How many sessions of each role are online. */
export type SessionCounts = Readonly<Record<SessionRole, number>>;

export const SESSION_ROLES: readonly SessionRole[] = ['simulator', 'trainer'];
