import { formatMessage } from '@ccnets/design-system';
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

/** The words of the detail lines; `{amount}`, `{fingerprint}` and `{session}` are filled in. */
export interface ActivityDetailLabels {
  /** A payment's credited amount, e.g. "{amount} credited". */
  payment: string;
  /** The new low-credit warning threshold, e.g. "Warn below {amount}". */
  threshold: string;
  /** A threshold of 0: the warning is off. */
  thresholdOff: string;
  /** The replaced key's fingerprint, e.g. "Replaced key {fingerprint}". */
  replacedKey: string;
  /** The disconnected session, e.g. "Session {session}". */
  session: string;
  /** A refused connection, e.g. "{code} for key {fingerprint}"; optional for older callers. */
  refused?: string;
}

/**
 * The line an entry shows under its label, or undefined when its kind has none (a sign-in; a
 * block, whose label already says which way) or the server sent no usable value. `formatMoney`
 * writes amounts in the reader's language.
 */
export function activityDetail(
  entry: Pick<ActivityEntry, 'kind' | 'detail'>,
  labels: ActivityDetailLabels,
  formatMoney: (amount: number) => string,
): string | undefined {
  const value = (name: string) => entry.detail?.[name];
  switch (entry.kind) {
    case 'payment': {
      const amount = value('amount');
      return typeof amount === 'number'
        ? formatMessage(labels.payment, { amount: formatMoney(amount) })
        : undefined;
    }
    case 'threshold_changed': {
      const threshold = value('lowCreditThreshold');
      if (typeof threshold !== 'number') return undefined;
      return threshold === 0
        ? labels.thresholdOff
        : formatMessage(labels.threshold, { amount: formatMoney(threshold) });
    }
    case 'key_regenerated': {
      const fingerprint = value('replaced');
      // The fingerprint is the key's start: the ellipsis says the rest is not shown.
      return typeof fingerprint === 'string'
        ? formatMessage(labels.replacedKey, { fingerprint: `${fingerprint}…` })
        : undefined;
    }
    case 'session_disconnected': {
      const session = value('sessionId');
      return typeof session === 'string' ? formatMessage(labels.session, { session }) : undefined;
    }
    case 'session_refused': {
      const code = value('code');
      const fingerprint = value('keyFingerprint');
      return typeof code === 'string' && typeof fingerprint === 'string' && labels.refused
        ? formatMessage(labels.refused, { code, fingerprint: `${fingerprint}…` })
        : undefined;
    }
    default:
      return undefined;
  }
}
