import { formatMessage } from '@ccnets/design-system';
import { formatByteRate, formatCountdown, formatRate } from './format-live-figures';
import type { LiveSession } from './live-session';

/** The words of the health cells; `{…}` are filled in. */
export interface SessionHealthLabels {
  /** "{rate} steps/s". */
  steps: string;
  /** "{rate} frames/s". */
  frames: string;
  /** "Sent {rate}": what the process sent. */
  sent: string;
  /** "Received {rate}": what the process received. */
  received: string;
  /** "Round trip {ms} ms". */
  roundTrip: string;
  /** "Heartbeat {seconds} s ago". */
  heartbeat: string;
  /** No heartbeat heard yet. */
  noHeartbeat: string;
  /** "Feeds trainer {id}". */
  pairedWithTrainer: string;
  /** "Fed by {ids}". */
  pairedWithSimulators: string;
  /** "Resumable for {time}" while a dropped client is held. */
  resumableFor: string;
  /** "Grace ends in {time}" while the account has no data left. */
  graceEndsIn: string;
  /** "{gb} metered · {cost}". */
  metered: string;
  /** Names the health cells for assistive technology: "Health of session {session}". */
  group: string;
}

export const defaultSessionHealthLabels: SessionHealthLabels = {
  steps: '{rate} steps/s',
  frames: '{rate} frames/s',
  sent: 'Sent {rate}',
  received: 'Received {rate}',
  roundTrip: 'Round trip {ms} ms',
  heartbeat: 'Heartbeat {seconds} s ago',
  noHeartbeat: 'No heartbeat yet',
  pairedWithTrainer: 'Feeds trainer {id}',
  pairedWithSimulators: 'Fed by {ids}',
  resumableFor: 'Resumable for {time}',
  graceEndsIn: 'Grace ends in {time}',
  metered: '{gb} metered · {cost}',
  group: 'Health of session {session}',
};

export interface SessionHealthCellsProps {
  /** The session whose health is shown. */
  session: LiveSession;
  /** Texts in the page's language. */
  labels: SessionHealthLabels;
  /** BCP 47 tag the figures are written for. */
  locale: string;
  /** The current time (ms since the epoch), ticking, for ages and countdowns. */
  now: number;
  /** While paused: when the account's grace ends (ISO 8601). */
  graceEndsAt?: string | null;
  /** Writes the metered data and its cost; absent, they are not shown. */
  formatMetered?: (gb: number, costUsd: number | null) => { gb: string; cost: string };
}

/**
 * One session's health, kept to a few short lines: its rates (steps, frames, bytes each way
 * from the process's side), the heartbeat's round trip and age, who it is paired with, and
 * while held or paused the time left. Not a live region: it changes every second.
 */
export function SessionHealthCells({
  session,
  labels,
  locale,
  now,
  graceEndsAt,
  formatMetered,
}: SessionHealthCellsProps) {
  const { health } = session;
  const pairing =
    session.role === 'simulator' && session.peer
      ? formatMessage(labels.pairedWithTrainer, { id: session.peer })
      : session.role === 'trainer' && session.simulators && session.simulators.length > 0
        ? formatMessage(labels.pairedWithSimulators, { ids: session.simulators.join(', ') })
        : undefined;
  const metered =
    formatMetered && session.meteredGb !== undefined
      ? formatMetered(session.meteredGb, session.costUsd ?? null)
      : undefined;
  return (
    <div
      data-slot="session-health"
      role="group"
      aria-label={formatMessage(labels.group, { session: session.id })}
      className="flex min-w-0 flex-col gap-1 text-xs text-ds-muted"
    >
      {health ? (
        <>
          <span className="tabular-nums">
            {formatMessage(labels.steps, { rate: formatRate(health.stepsPerSecond, locale) })} ·{' '}
            {formatMessage(labels.frames, { rate: formatRate(health.framesPerSecond, locale) })}
          </span>
          <span className="tabular-nums">
            {formatMessage(labels.sent, { rate: formatByteRate(health.sentBytesPerSecond, locale) })} ·{' '}
            {formatMessage(labels.received, { rate: formatByteRate(health.receivedBytesPerSecond, locale) })}
          </span>
          <span className="tabular-nums">
            {health.roundTripMs === null
              ? null
              : `${formatMessage(labels.roundTrip, { ms: Math.round(health.roundTripMs) })} · `}
            {health.heartbeatAgeSeconds === null
              ? labels.noHeartbeat
              : formatMessage(labels.heartbeat, { seconds: health.heartbeatAgeSeconds })}
          </span>
        </>
      ) : null}
      {pairing ? <span>{pairing}</span> : null}
      {metered ? <span className="tabular-nums">{formatMessage(labels.metered, metered)}</span> : null}
      {session.state === 'held' && session.resumableUntil ? (
        <span data-slot="session-resumable" className="font-medium text-ds-foreground tabular-nums">
          {formatMessage(labels.resumableFor, { time: formatCountdown(session.resumableUntil, now) })}
        </span>
      ) : null}
      {session.state === 'paused' && graceEndsAt ? (
        <span data-slot="session-grace" className="font-medium text-ds-foreground tabular-nums">
          {formatMessage(labels.graceEndsIn, { time: formatCountdown(graceEndsAt, now) })}
        </span>
      ) : null}
    </div>
  );
}
