// Ended sessions (docs/decisions.md, "Session history"): one row per session, written once when
// it ends, kept HISTORY_RETENTION_DAYS. Rows older than that are pruned on each write, so the
// table holds at most what ran in the window.
import type { DatabaseSync } from 'node:sqlite';
import type {
  EndReason,
  HistorySession,
  HistorySessionDetail,
  SessionHistoryQuery,
  TimelineEvent,
} from '@remoterl/contract';

export const HISTORY_RETENTION_DAYS = 90;
export const HISTORY_PAGE = 50;
const DAY_MS = 86_400_000;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS session_history (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  uid TEXT NOT NULL,
  id TEXT NOT NULL,
  ended_at TEXT NOT NULL,
  role TEXT NOT NULL,
  end_reason TEXT NOT NULL,
  record TEXT NOT NULL,
  timeline TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS session_history_by_user ON session_history (uid, seq);
CREATE INDEX IF NOT EXISTS session_history_by_end ON session_history (ended_at);
`;

export interface EndedSession {
  session: HistorySession;
  timeline: TimelineEvent[];
}

interface Row {
  seq: number;
  record: string;
  timeline: string;
}

export function createSessionHistory(db: DatabaseSync) {
  db.exec(SCHEMA);
  const insert = db.prepare(
    `INSERT INTO session_history (uid, id, ended_at, role, end_reason, record, timeline)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const prune = db.prepare('DELETE FROM session_history WHERE ended_at < ?');
  const one = db.prepare(
    'SELECT seq, record, timeline FROM session_history WHERE uid = ? AND id = ? ORDER BY seq DESC LIMIT 1',
  );
  // Every filter is bound; an absent one is NULL and matches everything.
  const page = db.prepare(
    `SELECT seq, record, timeline FROM session_history
     WHERE uid = :uid AND seq < :before
       AND (:role IS NULL OR role = :role)
       AND (:reason IS NULL OR end_reason = :reason)
       AND (:from IS NULL OR ended_at >= :from)
       AND (:to IS NULL OR ended_at < :to)
     ORDER BY seq DESC LIMIT :limit`,
  );
  return {
    record(uid: string, ended: EndedSession): void {
      const { session, timeline } = ended;
      prune.run(new Date(Date.now() - HISTORY_RETENTION_DAYS * DAY_MS).toISOString());
      insert.run(
        uid,
        session.id,
        session.endedAt,
        session.role,
        session.endReason satisfies EndReason,
        JSON.stringify(session),
        JSON.stringify(timeline),
      );
    },
    /** One page, newest first, and the cursor of the next. */
    page(uid: string, query: SessionHistoryQuery): { sessions: HistorySession[]; nextCursor: string | null } {
      const limit = query.limit ?? HISTORY_PAGE;
      const nextDay = (date: string) => new Date(Date.parse(date) + DAY_MS).toISOString().slice(0, 10);
      const rows = page.all({
        uid,
        before: query.cursor ? Number(query.cursor) : Number.MAX_SAFE_INTEGER,
        role: query.role ?? null,
        reason: query.reason ?? null,
        from: query.from ?? null,
        to: query.to ? nextDay(query.to) : null,
        limit: limit + 1,
      }) as unknown as Row[];
      const shown = rows.slice(0, limit);
      return {
        sessions: shown.map((row) => JSON.parse(row.record) as HistorySession),
        nextCursor: rows.length > limit ? String(shown.at(-1)?.seq) : null,
      };
    },
    find(uid: string, id: string): HistorySessionDetail | undefined {
      const row = one.get(uid, id) as Row | undefined;
      if (!row) return undefined;
      return {
        session: JSON.parse(row.record) as HistorySession,
        timeline: JSON.parse(row.timeline) as TimelineEvent[],
      };
    },
    wipe(): void {
      db.exec('DELETE FROM session_history;');
    },
  };
}

export type SessionHistoryStore = ReturnType<typeof createSessionHistory>;
