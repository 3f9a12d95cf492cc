import type { DatabaseSync } from 'node:sqlite';

// "Block new sessions" is the user's choice and is kept here, so it holds across page loads,
// devices and restarts of the backend.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS session_blocks (
  uid TEXT PRIMARY KEY,
  blocked_at TEXT NOT NULL
);
`;

export function createSessionBlocks(db: DatabaseSync) {
  db.exec(SCHEMA);
  const select = db.prepare('SELECT 1 AS yes FROM session_blocks WHERE uid = ?');
  const insert = db.prepare('INSERT OR IGNORE INTO session_blocks (uid, blocked_at) VALUES (?, ?)');
  const remove = db.prepare('DELETE FROM session_blocks WHERE uid = ?');

  return {
    isBlocked: (uid: string): boolean => select.get(uid) !== undefined,
    setBlocked(uid: string, blocked: boolean): void {
      if (blocked) insert.run(uid, new Date().toISOString());
      else remove.run(uid);
    },
    wipe(): void {
      db.exec('DELETE FROM session_blocks;');
    },
  };
}

export type SessionBlocks = ReturnType<typeof createSessionBlocks>;
