// Premium accounts for the benchmark, written straight into a fresh data folder with the store's
// own functions (the same rows the gateway and a PayPal capture write), so the benchmark needs
// no Auth emulator.
import { TERMS_VERSION } from '@remoterl/product';
import { openStore } from '../../src/store/index.ts';

export interface BenchAccount {
  uid: string;
  apiKey: string;
}

/** `uids` names the accounts (users of an Auth emulator, for tests); by default bench-0, bench-1... */
export function createPremiumAccounts(
  dataDir: string,
  count: number,
  dollars: number,
  uids: readonly string[] = Array.from({ length: count }, (_, index) => `bench-${index}`),
): BenchAccount[] {
  const store = openStore({
    dataDir,
    keyEncryptionKey: undefined,
    mailRateLimit: 5,
    mailRateWindowMs: 60_000,
    mailOutboxKeep: 10,
  });
  try {
    return Array.from({ length: count }, (_, index) => {
      const uid = uids[index] ?? `bench-${index}`;
      const account = store.accounts.register(
        { uid, email: `bench-${index}@example.com`, displayName: `Bench ${index}` },
        TERMS_VERSION,
      );
      const order = store.payments.createOrder({
        uid,
        amountCents: dollars * 100,
        payerName: 'Bench',
        country: 'KR',
        city: 'Busan',
        returnOrigin: 'http://127.0.0.1:15173',
      });
      store.payments.approve(order.id);
      store.payments.capture(order.id, uid, Number.POSITIVE_INFINITY);
      return { uid, apiKey: account.apiKey };
    });
  } finally {
    store.close();
  }
}

/** Milli-hours recorded per account and role, read after the server has stopped. */
export function meteredMilliHours(
  dataDir: string,
  uids: readonly string[],
): { simulator: number; trainer: number } {
  const store = openStore({
    dataDir,
    keyEncryptionKey: undefined,
    mailRateLimit: 5,
    mailRateWindowMs: 60_000,
    mailOutboxKeep: 10,
  });
  try {
    const total = { simulator: 0, trainer: 0 };
    for (const uid of uids) {
      for (const row of store.usage.between(uid, '2000-01-01', '2999-12-31'))
        total[row.role] += row.milliHours;
    }
    return total;
  } finally {
    store.close();
  }
}

/** Milli-hours recorded per account and role (`uid/role`), read after the server has stopped. */
export function meteredMilliHoursBySession(dataDir: string): Map<string, number> {
  const store = openStore({
    dataDir,
    keyEncryptionKey: undefined,
    mailRateLimit: 5,
    mailRateWindowMs: 60_000,
    mailOutboxKeep: 10,
  });
  try {
    const totals = new Map<string, number>();
    for (const line of store.usage.everyRow()) {
      const key = `${line.uid}/${line.role}`;
      totals.set(key, (totals.get(key) ?? 0) + line.milliHours);
    }
    return totals;
  } finally {
    store.close();
  }
}
