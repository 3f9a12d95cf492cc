import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutAmount, orderTokenOf, rememberCheckout } from './checkout-memory';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('checkout memory', () => {
  beforeEach(() => {
    vi.stubGlobal('sessionStorage', memoryStorage());
  });

  it('remembers the price of a checkout by its order token', () => {
    rememberCheckout('https://www.paypal.com/checkoutnow?token=ABC123', 40);
    expect(checkoutAmount('ABC123')).toBe(40);
    expect(checkoutAmount('OTHER')).toBeUndefined();
    expect(checkoutAmount(null)).toBeUndefined();
  });

  it('keeps only the last ten checkouts', () => {
    for (let index = 0; index < 12; index += 1) {
      rememberCheckout(`https://www.paypal.com/checkoutnow?token=T${index}`, 10 * (index + 1));
    }
    expect(checkoutAmount('T0')).toBeUndefined();
    expect(checkoutAmount('T11')).toBe(120);
  });

  it('ignores a URL without a token and a broken store', () => {
    expect(orderTokenOf('not a url')).toBeUndefined();
    rememberCheckout('https://www.paypal.com/checkoutnow', 20);
    sessionStorage.setItem('remoterl-checkouts', '{broken');
    expect(checkoutAmount('ABC')).toBeUndefined();
  });
});
