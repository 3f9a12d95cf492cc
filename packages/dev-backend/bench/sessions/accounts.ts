// Accounts for the benchmarks and the soak, written straight into a fresh data folder with the
// store's own functions (the same rows the gateway and a PayPal capture write), so no Auth
// emulator is needed; and what the server recorded, read back once it has stopped.
import { TERMS_VERSION } from '@remoterl/product';
import { openStore, type Store } from '../../src/store/index.ts';

export interface BenchAccount {
  uid: string;
  apiKey: string;
}

/** The one way the bench scripts open a data folder's store: opened, used, closed. */
function withStore<T>(dataDir: string, work: (store: Store) => T): T {
  const store = openStore({
    dataDir,
    keyEncryptionKey: undefined,
    mailRateLimit: 5,
    mailRateWindowMs: 60_000,
    mailOutboxKeep: 10,
  });
  try {
    return work(store);
  } finally {
    store.close();
  }
}

/**
 * `count` accounts, each paying `dollars` (0: a Free account, no payment). `uids` names them
 * (users of an Auth emulator, for tests); by default bench-0, bench-1...
 */
export function createAccounts(
  dataDir: string,
  count: number,
  dollars: number | ((index: number) => number),
  uids: readonly string[] = [],
): BenchAccount[] {
  const paymentOf = typeof dollars === 'number' ? () => dollars : dollars;
  return withStore(dataDir, (store) =>
    Array.from({ length: count }, (_, index) => {
      const uid = uids[index] ?? `bench-${index}`;
      const account = store.accounts.register(
        { uid, email: `bench-${index}@example.com`, displayName: `Bench ${index}` },
        TERMS_VERSION,
      );
      const payment = paymentOf(index);
      if (payment > 0) {
        const order = store.payments.createOrder({
          uid,
          amountCents: payment * 100,
          payerName: 'Bench',
          country: 'KR',
          city: 'Busan',
          returnOrigin: 'http://127.0.0.1:15173',
        });
        store.payments.approve(order.id);
        store.payments.capture(order.id, uid, Number.POSITIVE_INFINITY);
      }
      return { uid, apiKey: account.apiKey };
    }),
  );
}

/** Premium accounts that each paid `dollars`. */
export function createPremiumAccounts(
  dataDir: string,
  count: number,
  dollars: number,
  uids: readonly string[] = [],
): BenchAccount[] {
  return createAccounts(dataDir, count, dollars, uids);
}

/** Milli-hours recorded per account and role (`uid/role`), read after the server has stopped. */
export function meteredMilliHoursBySession(dataDir: string): Map<string, number> {
  return withStore(dataDir, (store) => {
    const totals = new Map<string, number>();
    for (const line of store.usage.everyRow()) {
      const key = `${line.uid}/${line.role}`;
      totals.set(key, (totals.get(key) ?? 0) + line.milliHours);
    }
    return totals;
  });
}

/** Milli-hours recorded per role over `uids`, read after the server has stopped. */
export function meteredMilliHours(
  dataDir: string,
  uids: readonly string[],
): { simulator: number; trainer: number } {
  const total = { simulator: 0, trainer: 0 };
  const wanted = new Set(uids);
  for (const [key, milliHours] of meteredMilliHoursBySession(dataDir)) {
    const [uid = '', role] = key.split('/');
    if (wanted.has(uid) && (role === 'simulator' || role === 'trainer')) total[role] += milliHours;
  }
  return total;
}
