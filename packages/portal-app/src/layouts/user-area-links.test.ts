import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '../i18n/i18n';
import { sectionOf, userAreaLinks } from './user-area-links';

describe("the user area's bar and menu", () => {
  beforeAll(() => Promise.all([loadLanguage('en', ['account']), loadLanguage('ko', ['account'])]));

  it("lists the product's pages in its order, with its labels, in both languages", () => {
    expect(userAreaLinks(i18n.getFixedT('en'))).toEqual([
      { title: 'Dashboard', href: '/user/dashboard' },
      { title: 'Usage', href: '/user/usage' },
      { title: 'Sessions', href: '/user/sessions' },
      { title: 'Billing', href: '/user/billing' },
      { title: 'Setting', href: '/user/setting' },
    ]);
    const korean = userAreaLinks(i18n.getFixedT('ko'));
    expect(korean.map(({ href }) => href)).toEqual(
      userAreaLinks(i18n.getFixedT('en')).map(({ href }) => href),
    );
    for (const { title } of korean) expect(title).not.toMatch(/^account\.|^[A-Za-z ]+$/);
  });

  it('marks the page, or the page a sub-page belongs to, as the current one', () => {
    expect(sectionOf('/user/usage')).toBe('/user/usage');
    expect(sectionOf('/user/billing/payment/success')).toBe('/user/billing');
    expect(sectionOf('/user/billingx')).toBeUndefined();
  });
});
