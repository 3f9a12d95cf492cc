import type { DatabaseSync } from 'node:sqlite';
import { createAccounts } from './accounts.ts';
import { createApiKeys } from './api-keys.ts';
import { openDatabase, wipe } from './database.ts';
import { createOutbox } from './outbox.ts';
import { createPayments } from './payments.ts';
import { createSessionBlocks } from './session-blocks.ts';
import { createSettings } from './settings.ts';
import { createUsage } from './usage.ts';

export interface StoreOptions {
  dataDir: string;
  mailRateLimit: number;
  mailRateWindowMs: number;
  mailOutboxKeep: number;
}

export function openStore(options: StoreOptions) {
  const db: DatabaseSync = openDatabase(options.dataDir);
  const usage = createUsage(db);
  const apiKeys = createApiKeys(db);
  const settings = createSettings(db);
  const sessionBlocks = createSessionBlocks(db);
  return {
    accounts: createAccounts(db),
    usage,
    apiKeys,
    settings,
    sessionBlocks,
    payments: createPayments(db),
    outbox: createOutbox(db, {
      count: options.mailRateLimit,
      windowMs: options.mailRateWindowMs,
      keep: options.mailOutboxKeep,
    }),
    reset: () => {
      usage.wipe();
      apiKeys.wipe();
      settings.wipe();
      sessionBlocks.wipe();
      wipe(db);
    },
    close: () => db.close(),
  };
}

export type Store = ReturnType<typeof openStore>;
