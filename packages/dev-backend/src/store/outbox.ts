import type { DatabaseSync } from 'node:sqlite';
import type { OutboxMessage } from '@remoterl/contract';
import { inTransaction } from './database.ts';

export interface MailInput {
  lib_version?: string | undefined;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params?: Record<string, string | number | boolean | null> | undefined;
}

export interface OutboxLimits {
  /** Sends per client per window. */
  count: number;
  windowMs: number;
  /** Messages kept; older ones are dropped, so the outbox cannot grow without bound. */
  keep: number;
}

interface OutboxRow {
  id: number;
  received_at_ms: number;
  lib_version: string | null;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params: string;
}

// Rows written before template params were limited to flat scalars may not parse back into
// the contract's shape; one bad row must not break every later read of the outbox.
function readParams(stored: string): OutboxMessage['template_params'] {
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(([, item]) => item === null || typeof item !== 'object'),
    ) as OutboxMessage['template_params'];
  } catch {
    return {};
  }
}

export function createOutbox(db: DatabaseSync, limits: OutboxLimits) {
  const pruneSends = db.prepare('DELETE FROM mail_sends WHERE sent_at_ms <= ?');
  const recentSends = db.prepare(
    'SELECT COUNT(*) AS sent, MIN(sent_at_ms) AS oldest FROM mail_sends WHERE client_key = ?',
  );
  const recordSend = db.prepare('INSERT INTO mail_sends (client_key, sent_at_ms) VALUES (?, ?)');
  const insert = db.prepare(
    `INSERT INTO outbox (received_at_ms, lib_version, user_id, service_id, template_id, template_params)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const trim = db.prepare(
    'DELETE FROM outbox WHERE id <= (SELECT id FROM outbox ORDER BY id DESC LIMIT 1 OFFSET ?)',
  );
  const page = db.prepare('SELECT * FROM outbox WHERE id > ? ORDER BY id LIMIT ?');

  /** Stores a message and drops the oldest past `limits.keep`, so the outbox stays bounded. */
  const keep = (message: MailInput, nowMs: number): void => {
    insert.run(
      nowMs,
      message.lib_version ?? null,
      message.user_id,
      message.service_id,
      message.template_id,
      JSON.stringify(message.template_params ?? {}),
    );
    trim.run(limits.keep);
  };

  return {
    /**
     * Keeps the message unless this client already sent `limits.count` messages within the
     * window. The client is its network address (see clientKey), never a field of the body:
     * the body's user_id is the site's public EmailJS key, the same for every visitor and free
     * to rotate. Kept in SQLite, so the limit survives restarts.
     */
    send(message: MailInput, clientKey: string, nowMs = Date.now()): 'sent' | { retryAfterSeconds: number } {
      return inTransaction(db, () => {
        pruneSends.run(nowMs - limits.windowMs);
        const { sent, oldest } = recentSends.get(clientKey) as { sent: number; oldest: number | null };
        if (sent >= limits.count) {
          const freeAt = (oldest ?? nowMs) + limits.windowMs;
          return { retryAfterSeconds: Math.max(1, Math.ceil((freeAt - nowMs) / 1000)) };
        }
        recordSend.run(clientKey, nowMs);
        keep(message, nowMs);
        return 'sent';
      });
    },
    /**
     * Keeps a message the gateway itself sends (an alert): no visitor's rate limit applies, the
     * alerts' own once-per-period rule bounds them (docs/decisions.md, "Alerts").
     */
    deliver(message: MailInput, nowMs = Date.now()): void {
      inTransaction(db, () => keep(message, nowMs));
    },

    /** Oldest first, `limit` messages with an id above `after`, and where the next page starts. */
    page(after: number, limit: number): { messages: OutboxMessage[]; next: number | null } {
      const rows = page.all(after, limit + 1) as unknown as OutboxRow[];
      const messages = rows.slice(0, limit).map((row) => ({
        id: row.id,
        receivedAt: new Date(row.received_at_ms).toISOString(),
        lib_version: row.lib_version,
        user_id: row.user_id,
        service_id: row.service_id,
        template_id: row.template_id,
        template_params: readParams(row.template_params),
      }));
      return { messages, next: rows.length > limit ? (messages.at(-1)?.id ?? null) : null };
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
