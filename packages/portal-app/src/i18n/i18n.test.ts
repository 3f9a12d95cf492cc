import { describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from './i18n';

describe('the money format', () => {
  it('comes with the texts that write amounts, for the page instances made before them too', async () => {
    // Public pages' instances (language-scope.tsx) exist before the account texts arrive.
    const koreanPage = i18n.cloneInstance({ lng: 'ko', initAsync: false });
    const englishPage = i18n.cloneInstance({ lng: 'en', initAsync: false });
    await Promise.all([loadLanguage('ko', ['account']), loadLanguage('en', ['account'])]);
    const price = 'account.planModal.premium.price';
    expect(koreanPage.t(price, { usdPerGb: 2 })).toBe('GB당 US$2.00');
    expect(englishPage.t(price, { usdPerGb: 2 })).toBe('$2.00 per GB');
  });
});
