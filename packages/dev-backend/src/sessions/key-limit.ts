import { spendLimitLeftCents } from '@remoterl/product';
import type { SpendLimitReached } from '@remoterl/contract';
import type { Store } from '../store/index.ts';
import { utcToday } from '../usage/days.ts';
import { KB_PER_CENT } from './data-left.ts';

export interface KeyLimitLeft {
  /** What the key may still move this month under its own limit. */
  kilobytes: number;
  /** The limit as the `error` and `paused` frames name it. */
  limit: SpendLimitReached;
}

/**
 * What one key's own monthly spend limit still allows (docs/decisions.md, "Spend limits"), or
 * undefined when the key has no limit or the account is not PREMIUM (only PREMIUM usage is
 * charged, so only it is spend). The account's own data left is `dataLeft`'s; both apply.
 */
export function keyLimitLeft(
  store: Store,
  uid: string,
  keyId: string,
  today = utcToday(),
): KeyLimitLeft | undefined {
  const usd = store.keySpendLimits.of(uid, keyId);
  if (usd === null || !store.usage.isPremium(uid)) return undefined;
  const spent = store.usage.keySpentCents(uid, keyId, today.slice(0, 7));
  const keyName = keyId === 'primary' ? null : (store.apiKeys.nameOf(uid, keyId) ?? null);
  return {
    kilobytes: spendLimitLeftCents(usd, spent) * KB_PER_CENT,
    limit: { kind: 'key-monthly-spend-limit', usd, keyId, keyName },
  };
}
