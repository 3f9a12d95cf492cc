import type { LiveSession } from './live-session';
import { formatDateTime } from './format-live-figures';

/** How the rows write a session's figures; the block fills in locale defaults. */
export interface SessionFormatters {
  /** Writes an amount of data, e.g. "48.2 MB"; by default in the active locale. */
  formatBytes: (bytes: number) => string;
  /** Writes a count of steps, e.g. "1,204,311"; by default in the active locale. */
  formatSteps: (steps: number) => string;
  /** How long ago the session connected, against the block's clock. */
  formatConnectedAt: (connectedAt: string, now: number) => string;
}

/** A session's connect time as a relative time, with the exact moment for machines and on hover. */
export function ConnectedAt({
  session,
  now,
  locale,
  format,
}: {
  session: LiveSession;
  now: number;
  locale: string;
  format: SessionFormatters['formatConnectedAt'];
}) {
  return (
    <time dateTime={session.connectedAt} title={formatDateTime(session.connectedAt, locale)}>
      {format(session.connectedAt, now)}
    </time>
  );
}
