// The session service's limits and timings (README: "Configuration"). Each bounds something a
// client could otherwise grow without end, or is a timing that tests shorten.
import { ConfigError, integer, type Env } from '../env-values.ts';

export interface SessionConfig {
  /** Largest WebSocket frame accepted, in bytes (ws closes bigger ones with 1009). */
  maxFrameBytes: number;
  /** Outbound bytes a session may have queued; at half of it the senders feeding it are paused. */
  maxBufferedBytes: number;
  /** How long a receiver may stay over half its bound before it is closed with 4008. */
  stallTimeoutMs: number;
  /** Time a new socket has to send its hello (it holds a place in the pre-hello pool meanwhile). */
  handshakeTimeoutMs: number;
  /** Sockets waiting for their hello, all addresses together (handshake-pool.ts). */
  maxHandshakes: number;
  /** Sockets waiting for their hello from one source address (IPv6: one /64). */
  maxHandshakesPerAddress: number;
  /** WebSocket ping interval; a socket silent for two intervals is treated as dropped. */
  heartbeatMs: number;
  /** How long a dropped session waits for its token to come back. */
  holdMs: number;
  /** How long an account with no data left keeps its sessions paused before closing them. */
  graceMs: number;
  /**
   * The metering step (docs/decisions.md, "Metering"): how often, in real time, every session's
   * metered position is recorded into usage and its checkpoint, and the pause rule looks ahead.
   * At most 5 s: a crash (`kill -9`) loses at most one step of connected time per session.
   */
  meterIntervalMs: number;
  /**
   * Metered time per real time: 1 in production. Tests and demos set e.g. 3600 (one real second
   * bills one hour); a production start refuses the variable (config.ts).
   */
  clockRate: number;
  /** Authenticated sockets (welcomed sessions) across all accounts; the pre-hello pool is apart. */
  maxConnections: number;
  /** Sessions (live or held) one account may have. */
  maxSessionsPerAccount: number;
  /** Live-view streams (GET /gateway/sessions/events) one account may hold open. */
  maxStreamsPerAccount: number;
  /** Comment line sent on an idle live-view stream. */
  streamHeartbeatMs: number;
  /** A live-view stream sends at most one state message per this interval (conflation). */
  streamIntervalMs: number;
  /** A live-view stream whose write stays pending this long is closed (the client reconnects). */
  streamStallMs: number;
}

const MINUTE = 60_000;
/** The longest metering step: what a crash may lose per session (issue 34.4). */
export const MAX_METER_INTERVAL_MS = 5_000;

/** Production starts refuse SESSION_CLOCK_RATE before this runs (assertNotProductionWithDevSettings). */
export function loadSessionConfig(env: Env): SessionConfig {
  const clockRate = integer(env, 'SESSION_CLOCK_RATE', 1, 1);
  const meterIntervalMs = integer(env, 'SESSION_METER_INTERVAL_MS', 1_000, 10);
  if (meterIntervalMs > MAX_METER_INTERVAL_MS) {
    throw new ConfigError(
      `SESSION_METER_INTERVAL_MS must be at most ${MAX_METER_INTERVAL_MS}: a crash may lose at most one metering step`,
    );
  }
  const maxFrameBytes = integer(env, 'SESSION_MAX_FRAME_BYTES', 64 * 1024, 1024);
  return {
    maxFrameBytes,
    maxBufferedBytes: integer(env, 'SESSION_MAX_BUFFERED_BYTES', 1024 * 1024, 2 * maxFrameBytes),
    stallTimeoutMs: integer(env, 'SESSION_STALL_TIMEOUT_MS', 10_000, 10),
    // As long as the client's own limit for the upgrade: a starved client machine stalls for
    // seconds between the upgrade and its hello (docs/decisions.md, "Handshake pool").
    handshakeTimeoutMs: integer(env, 'SESSION_HANDSHAKE_TIMEOUT_MS', 10_000, 10),
    maxHandshakes: integer(env, 'SESSION_MAX_HANDSHAKES', 512, 1),
    maxHandshakesPerAddress: integer(env, 'SESSION_MAX_HANDSHAKES_PER_ADDRESS', 32, 1),
    heartbeatMs: integer(env, 'SESSION_HEARTBEAT_MS', 15_000, 10),
    holdMs: integer(env, 'SESSION_HOLD_MS', 120_000, 0),
    graceMs: integer(env, 'SESSION_GRACE_MS', MINUTE, 0),
    meterIntervalMs,
    clockRate,
    maxConnections: integer(env, 'SESSION_MAX_CONNECTIONS', 1_000, 1),
    maxSessionsPerAccount: integer(env, 'SESSION_MAX_PER_ACCOUNT', 100, 1),
    maxStreamsPerAccount: integer(env, 'SESSION_MAX_STREAMS_PER_ACCOUNT', 10, 1),
    streamHeartbeatMs: integer(env, 'SESSION_STREAM_HEARTBEAT_MS', 15_000, 10),
    streamIntervalMs: integer(env, 'SESSION_STREAM_INTERVAL_MS', 1_000, 10),
    streamStallMs: integer(env, 'SESSION_STREAM_STALL_MS', 10_000, 10),
  };
}
