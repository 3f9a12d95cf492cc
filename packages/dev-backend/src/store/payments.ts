import type { DatabaseSync } from 'node:sqlite';
import { INVOICE_DESCRIPTIONS, type InvoiceDescriptionCode } from '@remoterl/contract';
import { newDownloadToken, newOrderId, newPayerId } from '../ids.ts';
import { inTransaction } from './database.ts';

export type OrderStatus = 'CREATED' | 'APPROVED' | 'CANCELLED' | 'COMPLETED';

export interface Order {
  id: string;
  uid: string;
  amountCents: number;
  payerName: string;
  returnOrigin: string;
  status: OrderStatus;
  payerId: string | null;
  /** ISO time of the checkout; unpaid orders expire from here (config: ORDER_EXPIRY_MS). */
  createdAt: string;
}

export interface InvoiceRecord {
  id: string;
  uid: string;
  date: string;
  description: string;
  amountCents: number;
  downloadToken: string;
  payerName: string;
  orderId: string;
}

export type CaptureOutcome =
  | { kind: 'not-found' }
  | { kind: 'expired' }
  | { kind: 'forbidden' }
  | { kind: 'not-approved'; status: OrderStatus }
  | { kind: 'completed'; credited: boolean; balanceCents: number };

export const INVOICE_DESCRIPTION = INVOICE_DESCRIPTIONS.payg_credits;

const CODE_BY_DESCRIPTION = new Map<string, InvoiceDescriptionCode>(
  Object.entries(INVOICE_DESCRIPTIONS).map(([code, text]) => [text, code as InvoiceDescriptionCode]),
);

/** Stored invoices keep their English text; the code is derived so old rows get one too. */
export function invoiceDescriptionCode(description: string): InvoiceDescriptionCode {
  return CODE_BY_DESCRIPTION.get(description) ?? 'payg_credits';
}

interface OrderRow {
  id: string;
  uid: string;
  amount_cents: number;
  payer_name: string;
  return_origin: string;
  status: OrderStatus;
  payer_id: string | null;
  created_at: string;
}

interface InvoiceRow {
  id: string;
  uid: string;
  date: string;
  description: string;
  amount_cents: number;
  download_token: string;
  payer_name: string;
  order_id: string;
}

const toOrder = (row: OrderRow): Order => ({
  id: row.id,
  uid: row.uid,
  amountCents: row.amount_cents,
  payerName: row.payer_name,
  returnOrigin: row.return_origin,
  status: row.status,
  payerId: row.payer_id,
  createdAt: row.created_at,
});

const toInvoice = (row: InvoiceRow): InvoiceRecord => ({
  id: row.id,
  uid: row.uid,
  date: row.date,
  description: row.description,
  amountCents: row.amount_cents,
  downloadToken: row.download_token,
  payerName: row.payer_name,
  orderId: row.order_id,
});

const INVOICE_COLUMNS = `i.id, i.uid, i.date, i.description, i.amount_cents, i.download_token,
  i.order_id, o.payer_name FROM invoices i JOIN orders o ON o.id = i.order_id`;

/**
 * An order not captured `expiryMs` after its checkout has expired, as PayPal's do: it can be
 * neither approved (the simulator) nor captured.
 */
export const orderExpired = (order: Pick<Order, 'createdAt'>, expiryMs: number, nowMs = Date.now()) =>
  nowMs - Date.parse(order.createdAt) > expiryMs;

export function createPayments(db: DatabaseSync) {
  const selectOrder = db.prepare(
    'SELECT id, uid, amount_cents, payer_name, return_origin, status, payer_id, created_at FROM orders WHERE id = ?',
  );
  const insertOrder = db.prepare(
    `INSERT INTO orders (id, uid, amount_cents, payer_name, country, city, return_origin, status,
     created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'CREATED', ?, ?)`,
  );
  const approveOrder = db.prepare(
    `UPDATE orders SET status = 'APPROVED', payer_id = ?, updated_at = ?
     WHERE id = ? AND status = 'CREATED'`,
  );
  const cancelOrder = db.prepare(
    `UPDATE orders SET status = 'CANCELLED', updated_at = ? WHERE id = ? AND status = 'CREATED'`,
  );
  // The conditional UPDATE is the idempotency guard: only one capture can move APPROVED on.
  const completeOrder = db.prepare(
    `UPDATE orders SET status = 'COMPLETED', updated_at = ? WHERE id = ? AND status = 'APPROVED'`,
  );
  const credit = db.prepare('UPDATE users SET balance_cents = balance_cents + ? WHERE uid = ?');
  const balance = db.prepare('SELECT balance_cents FROM users WHERE uid = ?');
  const insertInvoice = db.prepare(
    `INSERT INTO invoices (id, uid, order_id, date, description, amount_cents, download_token)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const invoicesOf = db.prepare(`SELECT ${INVOICE_COLUMNS} WHERE i.uid = ? ORDER BY i.date DESC`);
  const invoiceByToken = db.prepare(`SELECT ${INVOICE_COLUMNS} WHERE i.download_token = ?`);
  const latestBuyer = db.prepare(
    'SELECT payer_name AS name, country, city FROM orders WHERE uid = ? ORDER BY created_at DESC, rowid DESC LIMIT 1',
  );

  const findOrder = (id: string): Order | undefined => {
    const row = selectOrder.get(id) as OrderRow | undefined;
    return row && toOrder(row);
  };
  const balanceOf = (uid: string): number =>
    (balance.get(uid) as { balance_cents: number } | undefined)?.balance_cents ?? 0;

  return {
    findOrder,
    createOrder(input: {
      uid: string;
      amountCents: number;
      payerName: string;
      country: string;
      city: string;
      returnOrigin: string;
    }): Order {
      const id = newOrderId();
      const now = new Date().toISOString();
      insertOrder.run(
        id,
        input.uid,
        input.amountCents,
        input.payerName,
        input.country,
        input.city,
        input.returnOrigin,
        now,
        now,
      );
      return findOrder(id) as Order;
    },
    /** Approving twice returns the same order (a double click on Approve must not fail). */
    approve(id: string): Order | undefined {
      approveOrder.run(newPayerId(), new Date().toISOString(), id);
      return findOrder(id);
    },
    cancel(id: string): Order | undefined {
      cancelOrder.run(new Date().toISOString(), id);
      return findOrder(id);
    },
    /** Credits an approved order once; an unpaid order older than `expiryMs` is expired. */
    capture(id: string, uid: string, expiryMs: number): CaptureOutcome {
      return inTransaction(db, () => {
        const order = findOrder(id);
        if (!order) return { kind: 'not-found' };
        if (order.uid !== uid) return { kind: 'forbidden' };
        if (order.status === 'COMPLETED') {
          return { kind: 'completed', credited: false, balanceCents: balanceOf(uid) };
        }
        if (orderExpired(order, expiryMs)) return { kind: 'expired' };
        const now = new Date().toISOString();
        if (completeOrder.run(now, id).changes !== 1) {
          return { kind: 'not-approved', status: order.status };
        }
        credit.run(order.amountCents, uid);
        insertInvoice.run(
          `INV-${order.id}`,
          uid,
          order.id,
          now,
          INVOICE_DESCRIPTION,
          order.amountCents,
          newDownloadToken(),
        );
        return { kind: 'completed', credited: true, balanceCents: balanceOf(uid) };
      });
    },
    balanceOf,
    invoicesOf(uid: string): InvoiceRecord[] {
      return (invoicesOf.all(uid) as unknown as InvoiceRow[]).map(toInvoice);
    },
    /** Name, country and city of the user's latest checkout, whatever became of it. */
    billingDetailsOf(uid: string): { name: string; country: string; city: string } | null {
      const row = latestBuyer.get(uid) as { name: string; country: string; city: string } | undefined;
      return row ? { name: row.name, country: row.country, city: row.city } : null;
    },
    invoiceByToken(token: string): InvoiceRecord | undefined {
      const row = invoiceByToken.get(token) as InvoiceRow | undefined;
      return row && toInvoice(row);
    },
  };
}

export type Payments = ReturnType<typeof createPayments>;
