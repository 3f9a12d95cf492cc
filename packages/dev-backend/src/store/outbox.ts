import type { DatabaseSync } from 'node:sqlite';
import type { OutboxMessage } from '../contract.ts';
import { inTransaction } from './database.ts';

export interface MailInput {
  lib_version?: string | undefined;
  user_id: string;
  service_id: string;
  template_id: string;
  template_params?: Record<string, unknown> | undefined;
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

export function createOutbox(db: DatabaseSync, limit: { count: number; windowMs: number }) {
  const recentCount = db.prepare(
    'SELECT COUNT(*) AS sent FROM outbox WHERE user_id = ? AND received_at_ms > ?',
  );
  const insert = db.prepare(
    `INSERT INTO outbox (received_at_ms, lib_version, user_id, service_id, template_id, template_params)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );
  const list = db.prepare('SELECT * FROM outbox ORDER BY id');

  return {
    /**
     * Keeps the message unless the sender (EmailJS public key) already sent `limit.count`
     * messages within the window. Counting the stored messages makes the limit survive restarts.
     */
    send(message: MailInput, nowMs = Date.now()): 'sent' | 'rate-limited' {
      return inTransaction(db, () => {
        const { sent } = recentCount.get(message.user_id, nowMs - limit.windowMs) as {
          sent: number;
        };
        if (sent >= limit.count) return 'rate-limited';
        insert.run(
          nowMs,
          message.lib_version ?? null,
          message.user_id,
          message.service_id,
          message.template_id,
          JSON.stringify(message.template_params ?? {}),
        );
        return 'sent';
      });
    },
    list(): OutboxMessage[] {
      return (list.all() as unknown as OutboxRow[]).map((row) => ({
        id: row.id,
        receivedAt: new Date(row.received_at_ms).toISOString(),
        lib_version: row.lib_version,
        user_id: row.user_id,
        service_id: row.service_id,
        template_id: row.template_id,
        template_params: JSON.parse(row.template_params) as Record<string, unknown>,
      }));
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
