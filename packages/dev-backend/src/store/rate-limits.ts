// Per-user limits on actions that cost something to repeat (an order, a key, a settings write).
// Kept in SQLite like the mail limit, so every process on the data folder, and a restart, sees
// the same counts. A sliding window: at most `count` actions in any `windowMs`.
import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from './database.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS rate_events (
  action TEXT NOT NULL,
  subject TEXT NOT NULL,
  at_ms INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_events_by_subject ON rate_events (action, subject, at_ms);
`;

export interface RateLimit {
  count: number;
  windowMs: number;
}

export type RateDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function createRateLimits(db: DatabaseSync) {
  db.exec(SCHEMA);
  const prune = db.prepare('DELETE FROM rate_events WHERE action = ? AND at_ms <= ?');
  const recent = db.prepare(
    'SELECT COUNT(*) AS taken, MIN(at_ms) AS oldest FROM rate_events WHERE action = ? AND subject = ?',
  );
  const record = db.prepare('INSERT INTO rate_events (action, subject, at_ms) VALUES (?, ?, ?)');

  return {
    /** Counts one `action` by `subject`, unless the window is full: then how long until a slot frees. */
    take(action: string, subject: string, limit: RateLimit, nowMs = Date.now()): RateDecision {
      return inTransaction(db, () => {
        prune.run(action, nowMs - limit.windowMs);
        const { taken, oldest } = recent.get(action, subject) as { taken: number; oldest: number | null };
        if (taken >= limit.count) {
          const freeAt = (oldest ?? nowMs) + limit.windowMs;
          return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((freeAt - nowMs) / 1000)) };
        }
        record.run(action, subject, nowMs);
        return { allowed: true };
      });
    },
    wipe(): void {
      db.exec('DELETE FROM rate_events;');
    },
  };
}

export type RateLimits = ReturnType<typeof createRateLimits>;
