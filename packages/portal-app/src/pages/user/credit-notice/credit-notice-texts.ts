import { freeAllowanceState, isCreditLow } from '@remoterl/product';
import type { TFunction } from 'i18next';
import type { Billing } from '../../../api/gateway';
import type { UsageReport } from '../../../api/user-area';
import type { CreditNoticeContent } from './credit-notice';

/** A Free account's notice at 80 % of its free data allowance and over it; null otherwise. */
export function freeAllowanceNotice(
  usage: Pick<UsageReport, 'plan' | 'allowanceGb' | 'usedGb'>,
  t: TFunction,
  language: string,
): CreditNoticeContent | null {
  if (usage.plan !== 'free' || usage.allowanceGb === null) return null;
  const state = freeAllowanceState(usage.usedGb, usage.allowanceGb);
  if (state === 'within') return null;
  const gb = new Intl.NumberFormat(language, { maximumFractionDigits: 3 });
  return {
    kind: 'free-allowance',
    title: t(`userArea.freeAllowance.${state}.title`),
    body: t(`userArea.freeAllowance.${state}.body`, {
      used: gb.format(usage.usedGb),
      allowance: gb.format(usage.allowanceGb),
    }),
    actionLabel: t('userArea.freeAllowance.buyCredit'),
  };
}

/** A Premium account's notice when its balance is under the threshold chosen in Setting; null otherwise. */
export function lowCreditNotice(
  billing: Pick<Billing, 'balance'> & { plan: string | null },
  threshold: number,
  t: TFunction,
): CreditNoticeContent | null {
  if (!isCreditLow({ premium: billing.plan === 'premium', balance: billing.balance, threshold })) return null;
  return {
    kind: 'low-credit',
    title: t('userArea.lowCredit.title'),
    body: t('userArea.lowCredit.body', { balance: billing.balance, threshold }),
    actionLabel: t('userArea.lowCredit.topUp'),
  };
}
