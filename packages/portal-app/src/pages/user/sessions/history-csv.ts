// CSV of ended sessions (issue 33). A cell a spreadsheet would read as a formula (starting with
// =, +, -, @, a tab or a carriage return) is prefixed with an apostrophe, the OWASP advice for
// CSV injection; every cell is quoted, so commas, quotes and line breaks stay inside it.
import type { HistorySession, TimelineEvent } from '../../../api/session-history';

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
}

const toCsv = (rows: readonly (readonly (string | number | null)[])[]): string =>
  `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;

const HEADER = [
  'id',
  'role',
  'started_at',
  'ended_at',
  'duration_ms',
  'peer',
  'key_fingerprint',
  'client',
  'sent_bytes',
  'received_bytes',
  'frames',
  'metered_kilobytes',
  'cost_usd',
  'allowance_share',
  'end_reason',
  'end_code',
] as const;

const rowOf = (session: HistorySession) => [
  session.id,
  session.role,
  session.startedAt,
  session.endedAt,
  session.durationMs,
  session.peer,
  session.keyFingerprint,
  session.client,
  session.sentBytes,
  session.receivedBytes,
  session.frames,
  session.meteredKilobytes,
  session.costCents === null ? null : (session.costCents / 100).toFixed(2),
  session.allowanceShare,
  session.endReason,
  session.endCode,
];

/** The sessions, one row each, under a header. */
export function historyCsv(sessions: readonly HistorySession[]): string {
  return toCsv([HEADER, ...sessions.map(rowOf)]);
}

/** One session: its row, then its timeline. */
export function sessionCsv(session: HistorySession, timeline: readonly TimelineEvent[]): string {
  return toCsv([
    HEADER,
    rowOf(session),
    [],
    ['event', 'at'],
    ...timeline.map((entry) => [entry.event, entry.at]),
  ]);
}

/** Hands `csv` to the browser as a download named `name`. */
export function downloadCsv(name: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  URL.revokeObjectURL(url);
}
