import type { ActivityEntry, ActivityKind } from './activity-entry';
import { formatTimeAgo } from '../live-sessions/format-live-figures';

const WEEK_MS = 7 * 24 * 3600 * 1000;

/**
 * When an entry happened, in the reader's locale: relative within a week ("5 minutes ago",
 * "3일 전"), where the distance is what a reader checks first; beyond a week, where "23 days
 * ago" says little, the date and time ("Nov 3, 2026, 9:41 AM"). A value that is no date is
 * shown as it came.
 */
export function formatActivityTime(isoDate: string, now: number, locale: string): string {
  const then = Date.parse(isoDate);
  if (Number.isNaN(then)) return isoDate;
  if (now - then < WEEK_MS) return formatTimeAgo(isoDate, now, locale);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(then);
}

/**
 * A source address for reading: an IPv4 address the server saw through an IPv6 socket
 * (`::ffff:127.0.0.1`) is shown as the IPv4 address it is.
 */
export function formatSourceAddress(source: string): string {
  return source.replace(/^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i, '$1');
}

/** What an entry reads as: its kind's label, or, for sessions allowed again, that label. */
export function activityLabel(
  entry: Pick<ActivityEntry, 'kind' | 'detail'>,
  labels: { kinds: Readonly<Record<ActivityKind, string>>; sessionsAllowed: string },
): string {
  if (entry.kind === 'sessions_blocked' && entry.detail?.blocked === false) return labels.sessionsAllowed;
  return labels.kinds[entry.kind];
}
