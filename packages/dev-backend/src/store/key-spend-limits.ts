import type { DatabaseSync } from 'node:sqlite';

// Each API key's own monthly spend limit (docs/decisions.md, "Spend limits"), by the key's id in
// its account (`primary` or a named key's id), so a regenerated primary key keeps its limit. A
// key without a row has no limit of its own; the account's limit still applies to it.
const SCHEMA = `
CREATE TABLE IF NOT EXISTS api_key_spend_limits (
  uid TEXT NOT NULL,
  key_id TEXT NOT NULL,
  cents INTEGER NOT NULL,
  PRIMARY KEY (uid, key_id)
);
`;

export function createKeySpendLimits(db: DatabaseSync) {
  db.exec(SCHEMA);
  const select = db.prepare('SELECT cents FROM api_key_spend_limits WHERE uid = ? AND key_id = ?');
  const upsert = db.prepare(
    `INSERT INTO api_key_spend_limits (uid, key_id, cents) VALUES (?, ?, ?)
     ON CONFLICT (uid, key_id) DO UPDATE SET cents = excluded.cents`,
  );
  const remove = db.prepare('DELETE FROM api_key_spend_limits WHERE uid = ? AND key_id = ?');
  const ofAccount = db.prepare(
    'SELECT key_id, cents FROM api_key_spend_limits WHERE uid = ? ORDER BY key_id',
  );

  return {
    /** The key's limit in whole dollars, or null for none. */
    of(uid: string, keyId: string): number | null {
      const row = select.get(uid, keyId) as { cents: number } | undefined;
      return row ? row.cents / 100 : null;
    },

    /** Every key of the account that has a limit of its own, with it in whole dollars. */
    ofAccount(uid: string): { keyId: string; usd: number }[] {
      return (ofAccount.all(uid) as { key_id: string; cents: number }[]).map((row) => ({
        keyId: row.key_id,
        usd: row.cents / 100,
      }));
    },

    /** Sets the key's limit in whole dollars; null removes it. */
    set(uid: string, keyId: string, usd: number | null): void {
      if (usd === null) remove.run(uid, keyId);
      else upsert.run(uid, keyId, Math.round(usd * 100));
    },

    wipe(): void {
      db.exec('DELETE FROM api_key_spend_limits;');
    },
  };
}

export type KeySpendLimits = ReturnType<typeof createKeySpendLimits>;
