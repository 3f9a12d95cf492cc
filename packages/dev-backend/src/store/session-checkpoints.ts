// Running sessions' checkpoints (docs/decisions.md, "Persisted session records"): one row per
// live or held session, rewritten at every metering step in the same transaction as the usage it
// recorded, so after a crash the usage and the checkpoint agree and nothing is counted twice.
// A restart reads them back as held sessions (sessions/restore.ts); a session's row is deleted
// in the transaction that records its last usage.
import type { DatabaseSync } from 'node:sqlite';
import type { UsageRole } from '@remoterl/product';
import { keyFingerprint, type KeyCipher } from './key-cipher.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS session_checkpoints (
  id TEXT PRIMARY KEY,
  uid TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('simulator', 'trainer')),
  key_fingerprint TEXT NOT NULL,
  key_digest TEXT NOT NULL,
  resume_token TEXT NOT NULL UNIQUE,
  client TEXT,
  connected_at_ms INTEGER NOT NULL,
  metered_ms INTEGER NOT NULL,
  recorded_milli_hours INTEGER NOT NULL,
  checkpointed_at_ms INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS session_checkpoints_by_user ON session_checkpoints (uid);
`;

/** What a session's checkpoint holds: enough to meter it on and to accept its resume token. */
export interface SessionCheckpoint {
  id: string;
  uid: string;
  role: UsageRole;
  apiKey: string;
  token: string;
  client: string | undefined;
  connectedAtMs: number;
  /** Scaled milliseconds metered so far, and of them the whole thousandths of an hour in usage. */
  meteredMs: number;
  recordedMilliHours: number;
  checkpointedAtMs: number;
}

interface Row {
  id: string;
  uid: string;
  role: UsageRole;
  resume_token: string;
  client: string | null;
  connected_at_ms: number;
  metered_ms: number;
  recorded_milli_hours: number;
  checkpointed_at_ms: number;
  api_key_sealed: string | null;
}

export function createSessionCheckpoints(db: DatabaseSync, cipher: KeyCipher) {
  db.exec(SCHEMA);
  const upsert = db.prepare(
    `INSERT INTO session_checkpoints (id, uid, role, key_fingerprint, key_digest, resume_token, client,
       connected_at_ms, metered_ms, recorded_milli_hours, checkpointed_at_ms)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (id) DO UPDATE SET metered_ms = excluded.metered_ms,
       recorded_milli_hours = excluded.recorded_milli_hours, checkpointed_at_ms = excluded.checkpointed_at_ms`,
  );
  const remove = db.prepare('DELETE FROM session_checkpoints WHERE id = ?');
  // The live key joins only while it is still the key the session used: a key replaced while
  // the service was down leaves its sessions without one, and they are not restored.
  const selectAll = db.prepare(
    `SELECT c.id, c.uid, c.role, c.resume_token, c.client, c.connected_at_ms, c.metered_ms,
       c.recorded_milli_hours, c.checkpointed_at_ms, u.api_key_sealed
     FROM session_checkpoints c LEFT JOIN users u ON u.uid = c.uid AND u.api_key_digest = c.key_digest
     ORDER BY c.connected_at_ms, c.id`,
  );
  const digests = new Map<string, string>();
  const digestOf = (apiKey: string): string => {
    let digest = digests.get(apiKey);
    if (digest === undefined) {
      digest = cipher.digest(apiKey);
      if (digests.size > 10_000) digests.clear();
      digests.set(apiKey, digest);
    }
    return digest;
  };

  return {
    /** Writes (or moves on) a session's checkpoint; run inside the meter's transaction. */
    save(checkpoint: SessionCheckpoint): void {
      upsert.run(
        checkpoint.id,
        checkpoint.uid,
        checkpoint.role,
        keyFingerprint(checkpoint.apiKey),
        digestOf(checkpoint.apiKey),
        checkpoint.token,
        checkpoint.client ?? null,
        checkpoint.connectedAtMs,
        Math.floor(checkpoint.meteredMs),
        checkpoint.recordedMilliHours,
        checkpoint.checkpointedAtMs,
      );
    },
    remove(id: string): void {
      remove.run(id);
    },
    /** Every checkpoint, with its live key, or none when the key was replaced or the account is gone. */
    all(): (Omit<SessionCheckpoint, 'apiKey'> & { apiKey: string | undefined })[] {
      return (selectAll.all() as unknown as Row[]).map((row) => ({
        id: row.id,
        uid: row.uid,
        role: row.role,
        apiKey: row.api_key_sealed === null ? undefined : cipher.open(row.api_key_sealed),
        token: row.resume_token,
        client: row.client ?? undefined,
        connectedAtMs: row.connected_at_ms,
        meteredMs: row.metered_ms,
        recordedMilliHours: row.recorded_milli_hours,
        checkpointedAtMs: row.checkpointed_at_ms,
      }));
    },
    wipe(): void {
      db.exec('DELETE FROM session_checkpoints');
    },
  };
}

export type SessionCheckpoints = ReturnType<typeof createSessionCheckpoints>;
