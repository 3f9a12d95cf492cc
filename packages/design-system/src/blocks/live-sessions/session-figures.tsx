import type { LiveSession } from './live-session';
import { formatDateTime } from './format-live-figures';

/** How the rows write a session's figures; the block fills in locale defaults. */
export interface SessionFormatters {
  formatBytes: (bytes: number) => string;
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
