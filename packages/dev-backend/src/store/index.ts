import type { DatabaseSync } from 'node:sqlite';
import { createAccounts } from './accounts.ts';
import { createActivity } from './activity.ts';
import { createAlertsSent } from './alerts-sent.ts';
import { createApiKeys } from './api-keys.ts';
import { createCspReports, CSP_REPORTS_KEPT } from './csp-reports.ts';
import { assertSecretFitsFolder } from './key-check.ts';
import { createKeyCipher } from './key-cipher.ts';
import { createKeySpendLimits } from './key-spend-limits.ts';
import { loadKeySecret } from './key-secret.ts';
import { sealPlainApiKeys } from './migrations/seal-api-keys.ts';
import { inTransaction, openDatabase, wipe } from './database.ts';
import { createOutbox } from './outbox.ts';
import { createPayments } from './payments.ts';
import { createSessionBlocks } from './session-blocks.ts';
import { createSessionCheckpoints } from './session-checkpoints.ts';
import { createRateLimits } from './rate-limits.ts';
import { createRefusals } from './refusals.ts';
import { createSessionHistory } from './session-history.ts';
import { createSettings } from './settings.ts';
import { createUsage } from './usage.ts';
import { createUsageHours } from './usage-hours.ts';
import { createWebhookStore } from './webhooks.ts';

export interface StoreOptions {
  dataDir: string;
  /** The key-encryption key; undefined in development, where the data folder keeps one. */
  keyEncryptionKey: Buffer | undefined;
  mailRateLimit: number;
  mailRateWindowMs: number;
  mailOutboxKeep: number;
  /** CSP reports: how many folded rows are kept (default CSP_REPORTS_KEPT). */
  csp?: { keep: number };
}

export function openStore(options: StoreOptions) {
  const db: DatabaseSync = openDatabase(options.dataDir);
  const cipher = createKeyCipher(loadKeySecret(options.dataDir, options.keyEncryptionKey));
  try {
    assertSecretFitsFolder(db, cipher);
  } catch (error) {
    db.close();
    throw error;
  }
  const sealedPlainKeys = sealPlainApiKeys(db, cipher);
  const usage = createUsage(db);
  const usageHours = createUsageHours(db);
  const apiKeys = createApiKeys(db, cipher);
  const settings = createSettings(db);
  const keySpendLimits = createKeySpendLimits(db);
  const rateLimits = createRateLimits(db);
  const activity = createActivity(db);
  const sessionBlocks = createSessionBlocks(db);
  const sessionHistory = createSessionHistory(db);
  const refusals = createRefusals(db);
  const sessionCheckpoints = createSessionCheckpoints(db, cipher);
  const alertsSent = createAlertsSent(db);
  const webhooks = createWebhookStore(db);
  const cspReports = createCspReports(db, options.csp?.keep ?? CSP_REPORTS_KEPT);
  return {
    /** Plain keys found in an older data folder and sealed at this start. */
    sealedPlainKeys,
    accounts: createAccounts(db, cipher),
    usage,
    usageHours,
    apiKeys,
    settings,
    keySpendLimits,
    rateLimits,
    activity,
    sessionBlocks,
    sessionHistory,
    refusals,
    sessionCheckpoints,
    /** Runs `work` in one write transaction (a meter step: usage and checkpoints together). */
    transaction: <T>(work: () => T): T => inTransaction(db, work),
    alertsSent,
    webhooks,
    cspReports,
    payments: createPayments(db),
    outbox: createOutbox(db, {
      count: options.mailRateLimit,
      windowMs: options.mailRateWindowMs,
      keep: options.mailOutboxKeep,
    }),
    reset: () => {
      usage.wipe();
      usageHours.wipe();
      apiKeys.wipe();
      settings.wipe();
      keySpendLimits.wipe();
      rateLimits.wipe();
      activity.wipe();
      sessionBlocks.wipe();
      sessionHistory.wipe();
      refusals.wipe();
      sessionCheckpoints.wipe();
      alertsSent.wipe();
      webhooks.wipe();
      cspReports.wipe();
      wipe(db);
    },
    close: () => db.close(),
  };
}

export type Store = ReturnType<typeof openStore>;
