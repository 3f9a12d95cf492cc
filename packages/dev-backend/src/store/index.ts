import type { DatabaseSync } from 'node:sqlite';
import { createAccounts } from './accounts.ts';
import { openDatabase, wipe } from './database.ts';
import { createOutbox } from './outbox.ts';
import { createPayments } from './payments.ts';

export interface StoreOptions {
  dataDir: string;
  mailRateLimit: number;
  mailRateWindowMs: number;
  mailOutboxKeep: number;
}

export function openStore(options: StoreOptions) {
  const db: DatabaseSync = openDatabase(options.dataDir);
  return {
    accounts: createAccounts(db),
    payments: createPayments(db),
    outbox: createOutbox(db, {
      count: options.mailRateLimit,
      windowMs: options.mailRateWindowMs,
      keep: options.mailOutboxKeep,
    }),
    reset: () => wipe(db),
    close: () => db.close(),
  };
}

export type Store = ReturnType<typeof openStore>;
