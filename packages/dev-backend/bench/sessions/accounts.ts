// Premium accounts for the benchmark, written straight into a fresh data folder with the store's
// own functions (the same rows the gateway and a PayPal capture write), so the benchmark needs
// no Auth emulator.
import { TERMS_VERSION } from '@remoterl/product';
import { openStore } from '../../src/store/index.ts';

export interface BenchAccount {
  uid: string;
  apiKey: string;
}

export function createPremiumAccounts(dataDir: string, count: number, dollars: number): BenchAccount[] {
  const store = openStore({ dataDir, mailRateLimit: 5, mailRateWindowMs: 60_000, mailOutboxKeep: 10 });
  try {
    return Array.from({ length: count }, (_, index) => {
      const uid = `bench-${index}`;
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
      store.payments.capture(order.id, uid);
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
  const store = openStore({ dataDir, mailRateLimit: 5, mailRateWindowMs: 60_000, mailOutboxKeep: 10 });
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
