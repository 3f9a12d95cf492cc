import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatMoney, registerMoneyFormat } from './format-money';

describe('money format', () => {
  it('writes every amount with cents, in the language’s own way', () => {
    expect(formatMoney(30, 'en')).toBe('$30.00');
    expect(formatMoney(10_000, 'en')).toBe('$10,000.00');
    expect(formatMoney(30, 'ko')).toBe('US$30.00');
    expect(formatMoney(0.5, 'ko')).toBe('US$0.50');
  });

  it('is what `{{amount, money}}` gives in a text, in a clone of the instance too', () => {
    const instance = i18next.createInstance();
    void instance.init({
      lng: 'ko',
      initAsync: false,
      resources: {
        en: { translation: { cancelled: 'Amount not charged: {{amount, money}}' } },
        ko: { translation: { cancelled: '청구되지 않은 금액: {{amount, money}}' } },
      },
    });
    registerMoneyFormat(instance);
    expect(instance.t('cancelled', { amount: 30 })).toBe('청구되지 않은 금액: US$30.00');
    const english = instance.cloneInstance({ lng: 'en', initAsync: false });
    expect(english.t('cancelled', { amount: 30 })).toBe('Amount not charged: $30.00');
  });
});

describe('the product description’s English dollars', () => {
  it('are whole dollars with thousands commas, in the sentences it fixes', () => {
    const instance = i18next.createInstance();
    void instance.init({
      lng: 'en',
      initAsync: false,
      resources: { en: { translation: { max: 'Maximum is {{amount, specDollars}}' } } },
    });
    registerMoneyFormat(instance);
    expect(instance.t('max', { amount: 10_000 })).toBe('Maximum is $10,000');
  });
});
