// A session's live health (docs/decisions.md, "Live health"): its rates over the last second or
// so, worked out from its counters when the live view asks, so nothing runs while nobody looks.
import type { SessionHealth } from '@remoterl/contract';
import type { Session } from './session.ts';

/** Rates are taken over at least this long, so a burst of snapshots cannot divide by ~0. */
const MIN_WINDOW_MS = 1_000;

interface Counters {
  at: number;
  bytesIn: number;
  bytesOut: number;
  framesSent: number;
  framesReceived: number;
}

interface Rates {
  steps: number;
  frames: number;
  sent: number;
  received: number;
}

const samples = new WeakMap<Session, { counters: Counters; rates: Rates }>();

const countersOf = (session: Session, at: number): Counters => ({
  at,
  bytesIn: session.bytesIn,
  bytesOut: session.bytesOut,
  framesSent: session.frames,
  framesReceived: session.framesReceived,
});

/** One decimal is all a reader takes in at once a second. */
const round = (value: number) => Math.round(value * 10) / 10;

/**
 * The session's rates since the previous sample (at least a second ago), from the process's
 * point of view: what the service received from it is what it sent. A step is an observation:
 * a simulator's frame out, or a trainer's frame in.
 */
export function healthOf(session: Session, now = Date.now()): SessionHealth {
  let sample = samples.get(session);
  if (!sample) {
    sample = { counters: countersOf(session, now), rates: { steps: 0, frames: 0, sent: 0, received: 0 } };
    samples.set(session, sample);
  } else if (now - sample.counters.at >= MIN_WINDOW_MS) {
    const current = countersOf(session, now);
    const previous = sample.counters;
    const seconds = (now - previous.at) / 1000;
    const perSecond = (delta: number) => round(Math.max(0, delta) / seconds);
    const sent = current.framesSent - previous.framesSent;
    const received = current.framesReceived - previous.framesReceived;
    sample.rates = {
      steps: perSecond(session.role === 'simulator' ? sent : received),
      frames: perSecond(sent + received),
      sent: perSecond(current.bytesIn - previous.bytesIn),
      received: perSecond(current.bytesOut - previous.bytesOut),
    };
    sample.counters = current;
  }
  const { rates } = sample;
  return {
    stepsPerSecond: rates.steps,
    framesPerSecond: rates.frames,
    sentBytesPerSecond: rates.sent,
    receivedBytesPerSecond: rates.received,
    roundTripMs: session.roundTripMs,
    heartbeatAgeSeconds:
      session.lastHeartbeatAt === null
        ? null
        : Math.max(0, Math.floor((now - session.lastHeartbeatAt) / 1000)),
  };
}
