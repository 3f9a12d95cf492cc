import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import {
  WEBHOOK_DELIVERIES_KEPT,
  type WebhookDelivery,
  type WebhookEvent,
  type WebhookSettings,
} from '@remoterl/contract';

// Each account's webhook (URL and signing secret) and its latest deliveries, newest first
// (docs/decisions.md, "Alerts"). Only the last WEBHOOK_DELIVERIES_KEPT deliveries are kept. A
// pending delivery keeps its event and when its next try is due, so a restart resumes it with
// what is left of its back-off (docs/decisions.md, "Webhook retries survive a restart").
const SCHEMA = `
CREATE TABLE IF NOT EXISTS webhooks (
  uid TEXT PRIMARY KEY,
  url TEXT,
  secret TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS webhook_deliveries (
  seq INTEGER PRIMARY KEY AUTOINCREMENT,
  uid TEXT NOT NULL,
  event_id TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL,
  url TEXT NOT NULL,
  created_at TEXT NOT NULL,
  status TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_status_code INTEGER,
  last_attempt_at TEXT
);
CREATE INDEX IF NOT EXISTS webhook_deliveries_by_uid ON webhook_deliveries (uid, seq);
`;

/** Columns added after the table first shipped; a data folder from before gets them at start. */
function addMissingColumns(db: DatabaseSync): void {
  const columns = new Set(
    (db.prepare('PRAGMA table_info(webhook_deliveries)').all() as { name: string }[]).map((c) => c.name),
  );
  // The event as sent (JSON), kept while the delivery is pending.
  if (!columns.has('payload')) db.exec('ALTER TABLE webhook_deliveries ADD COLUMN payload TEXT');
  // When the next try is due, in ms since the epoch; null once the delivery is settled.
  if (!columns.has('next_attempt_at'))
    db.exec('ALTER TABLE webhook_deliveries ADD COLUMN next_attempt_at INTEGER');
}

/** A delivery still to be tried, as a restart finds it. */
export interface PendingDelivery {
  uid: string;
  event: WebhookEvent;
  url: string;
  /** Tries made so far. */
  attempts: number;
  /** When the next try is due (ms since the epoch). */
  nextAttemptAt: number;
}

interface DeliveryRow {
  event_id: string;
  kind: WebhookDelivery['kind'];
  url: string;
  created_at: string;
  status: WebhookDelivery['status'];
  attempts: number;
  last_status_code: number | null;
  last_attempt_at: string | null;
}

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  eventId: row.event_id,
  kind: row.kind,
  url: row.url,
  createdAt: row.created_at,
  status: row.status,
  attempts: row.attempts,
  lastStatusCode: row.last_status_code,
  lastAttemptAt: row.last_attempt_at,
});

/** A signing secret: `whsec_` and 24 random bytes in hex. */
const newSecret = () => `whsec_${randomBytes(24).toString('hex')}`;

export function createWebhookStore(db: DatabaseSync) {
  db.exec(SCHEMA);
  addMissingColumns(db);
  const select = db.prepare('SELECT url, secret FROM webhooks WHERE uid = ?');
  const upsertUrl = db.prepare(
    `INSERT INTO webhooks (uid, url, secret) VALUES (?, ?, ?)
     ON CONFLICT (uid) DO UPDATE SET url = excluded.url`,
  );
  const updateSecret = db.prepare('UPDATE webhooks SET secret = ? WHERE uid = ?');
  const insertDelivery = db.prepare(
    `INSERT INTO webhook_deliveries (uid, event_id, kind, url, created_at, status, payload, next_attempt_at)
     VALUES (?, ?, ?, ?, ?, 'pending', ?, ?)`,
  );
  const pruneDeliveries = db.prepare(
    `DELETE FROM webhook_deliveries WHERE uid = ? AND seq NOT IN
       (SELECT seq FROM webhook_deliveries WHERE uid = ? ORDER BY seq DESC LIMIT ?)`,
  );
  const recordAttempt = db.prepare(
    `UPDATE webhook_deliveries SET status = ?, attempts = attempts + 1, last_status_code = ?,
       last_attempt_at = ?, next_attempt_at = ?,
       payload = CASE WHEN ? = 'pending' THEN payload ELSE NULL END
     WHERE event_id = ?`,
  );
  const listDeliveries = db.prepare(
    `SELECT event_id, kind, url, created_at, status, attempts, last_status_code, last_attempt_at
     FROM webhook_deliveries WHERE uid = ? ORDER BY seq DESC`,
  );
  // Pending rows from before deliveries kept their event cannot be tried again.
  const failUnresumable = db.prepare(
    `UPDATE webhook_deliveries SET status = 'failed'
     WHERE status = 'pending' AND (payload IS NULL OR next_attempt_at IS NULL)`,
  );
  const selectPending = db.prepare(
    `SELECT uid, url, payload, attempts, next_attempt_at FROM webhook_deliveries
     WHERE status = 'pending' ORDER BY next_attempt_at, seq`,
  );

  const of = (uid: string): WebhookSettings => {
    const row = select.get(uid) as { url: string | null; secret: string } | undefined;
    // The secret is shown only while a URL is set: without one nothing is signed.
    return row?.url ? { url: row.url, secret: row.secret } : { url: null, secret: null };
  };

  return {
    of,
    /** Sets (or, with null, removes) the URL; the first URL creates the secret, later ones keep it. */
    setUrl(uid: string, url: string | null): WebhookSettings {
      upsertUrl.run(uid, url, newSecret());
      return of(uid);
    },
    rotateSecret(uid: string): WebhookSettings {
      updateSecret.run(newSecret(), uid);
      return of(uid);
    },
    /** A new delivery, pending and due now; the account's oldest beyond the kept number are dropped. */
    addDelivery(uid: string, event: WebhookEvent, url: string, now = Date.now()): void {
      insertDelivery.run(
        uid,
        event.id,
        event.kind,
        url,
        new Date(now).toISOString(),
        JSON.stringify(event),
        now,
      );
      pruneDeliveries.run(uid, uid, WEBHOOK_DELIVERIES_KEPT);
    },
    /** A try ended; a still pending delivery is due again at `nextAttemptAt`. */
    attempted(
      eventId: string,
      status: WebhookDelivery['status'],
      statusCode: number | null,
      nextAttemptAt: number | null = null,
    ): void {
      recordAttempt.run(status, statusCode, new Date().toISOString(), nextAttemptAt, status, eventId);
    },
    deliveries(uid: string): WebhookDelivery[] {
      return (listDeliveries.all(uid) as unknown as DeliveryRow[]).map(toDelivery);
    },
    /**
     * The deliveries a previous run left pending, soonest due first, to be tried again; those
     * kept without their event (before it was kept) are marked failed instead.
     */
    resumable(): PendingDelivery[] {
      failUnresumable.run();
      return (
        selectPending.all() as {
          uid: string;
          url: string;
          payload: string;
          attempts: number;
          next_attempt_at: number;
        }[]
      ).map((row) => ({
        uid: row.uid,
        url: row.url,
        event: JSON.parse(row.payload) as WebhookEvent,
        attempts: row.attempts,
        nextAttemptAt: row.next_attempt_at,
      }));
    },
    wipe(): void {
      db.exec('DELETE FROM webhooks; DELETE FROM webhook_deliveries;');
    },
  };
}

export type WebhookStore = ReturnType<typeof createWebhookStore>;
