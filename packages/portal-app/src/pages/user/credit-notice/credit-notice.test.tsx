// @vitest-environment happy-dom
import i18next from 'i18next';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Billing } from '../../../api/gateway';
import type { UsageReport } from '../../../api/user-area';
import { userAreaPaths } from '../../../config/user-area-pages';
import { registerMoneyFormat } from '../../../i18n/format-money';
import english from '../../../i18n/locales/en/user-area.json';
import korean from '../../../i18n/locales/ko/user-area.json';
import { CreditNotice } from './credit-notice';
import { freeAllowanceNotice, lowCreditNotice } from './credit-notice-texts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function i18nIn(language: 'en' | 'ko') {
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    initAsync: false,
    resources: { en: { translation: english }, ko: { translation: korean } },
  });
  registerMoneyFormat(instance);
  return instance;
}
const translator = (language: 'en' | 'ko') => i18nIn(language).t;

const usage = (usedGb: number, plan: UsageReport['plan'] = 'free'): UsageReport => ({
  plan,
  period: { start: '2026-11-01', end: '2026-11-30' },
  usedGb,
  allowanceGb: plan === 'free' ? 1 : null,
  remainingGb: plan === 'free' ? Math.max(0, 1 - usedGb) : null,
  balance: 0,
  days: [],
});
const billing = (balance: number, plan: Billing['plan'] = 'premium'): Billing => ({
  plan,
  balance,
  invoices: [],
  billingDetails: null,
});

describe('the free-allowance notice', () => {
  it('is there from 80 % of the allowance, and says how much is used, in English and Korean', () => {
    expect(freeAllowanceNotice(usage(0.79), translator('en'), 'en')).toBeNull();
    expect(freeAllowanceNotice(usage(0.8), translator('en'), 'en')).toEqual({
      kind: 'free-allowance',
      title: 'You are near your free data allowance',
      body: 'You have used 0.8 GB of the 1 GB included with the BASIC plan. Buy credit to keep training once it runs out.',
      actionLabel: 'Buy credit',
    });
    expect(freeAllowanceNotice(usage(1.5), translator('ko'), 'ko')).toEqual({
      kind: 'free-allowance',
      title: '무료 데이터 한도를 모두 사용했습니다',
      body: 'BASIC 플랜에 포함된 1GB 중 1.5GB를 사용했습니다. 학습을 계속하려면 크레딧을 구매하세요.',
      actionLabel: '크레딧 구매',
    });
  });

  it('is never there for a Premium account', () => {
    expect(freeAllowanceNotice(usage(5, 'premium'), translator('en'), 'en')).toBeNull();
  });
});

describe('the low-credit notice', () => {
  it('is there for a Premium account under its threshold, in English and Korean', () => {
    expect(lowCreditNotice(billing(10), 10, translator('en'))).toBeNull();
    expect(lowCreditNotice(billing(4.5), 10, translator('en'))).toEqual({
      kind: 'low-credit',
      title: 'Your credit is running low',
      body: 'Your balance of $4.50 is under your warning threshold of $10.00.',
      actionLabel: 'Add credits',
    });
    expect(lowCreditNotice(billing(4.5), 10, translator('ko'))?.body).toBe(
      '잔액 US$4.50이(가) 알림 기준 US$10.00보다 적습니다.',
    );
  });

  it('is never there for a Free account, nor with the warning off (threshold 0)', () => {
    expect(lowCreditNotice(billing(0, null), 10, translator('en'))).toBeNull();
    expect(lowCreditNotice(billing(0), 0, translator('en'))).toBeNull();
  });
});

describe('CreditNotice', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    document.body.innerHTML = '';
  });

  function render(element: ReactNode) {
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    act(() =>
      root!.render(
        <I18nextProvider i18n={i18nIn('en')}>
          <MemoryRouter>{element}</MemoryRouter>
        </I18nextProvider>,
      ),
    );
    return container;
  }

  it('shows either notice as one warning whose link goes to the payment page', () => {
    for (const notice of [
      freeAllowanceNotice(usage(1.5), translator('ko'), 'ko'),
      lowCreditNotice(billing(4.5), 10, translator('en')),
    ]) {
      const container = render(<CreditNotice notice={notice} />);
      const alert = container.querySelector(`[data-testid="${notice!.kind}-notice"]`);
      expect(alert?.textContent).toContain(notice!.title);
      expect(alert?.textContent).toContain(notice!.body);
      const link = alert?.querySelector('a');
      expect(link?.textContent).toBe(notice!.actionLabel);
      expect(link?.getAttribute('href')).toBe(userAreaPaths.payment);
      act(() => root?.unmount());
    }
  });

  it('shows nothing without a notice', () => {
    expect(render(<CreditNotice notice={null} />).childElementCount).toBe(0);
  });
});
