import { useTranslation } from 'react-i18next';
import type { Billing } from '../../../api/gateway';
import { userArea, type UsageReport, type UserSettings } from '../../../api/user-area';
import { loadBilling } from '../billing/load-billing';
import { loadUsage } from '../usage/load-usage';
import type { ResourceLoader } from '../use-signed-in-resource';
import type { CreditNoticeContent } from './credit-notice';
import { freeAllowanceNotice, lowCreditNotice } from './credit-notice-texts';
import { useHintData } from './use-hint-data';

const loadSettings: ResourceLoader<UserSettings> = (idToken, signal) =>
  userArea().fetchSettings(idToken, { signal });

/**
 * The free-allowance notice. A page that loads the usage report itself passes `{ usage }` (undefined
 * while it loads), and the notice waits for it; otherwise the notice fetches the report.
 */
export function useFreeAllowanceNotice(page?: {
  usage: UsageReport | undefined;
}): CreditNoticeContent | null {
  const { t, i18n } = useTranslation();
  const fetched = useHintData(page ? null : loadUsage, 'free-allowance');
  const usage = page ? page.usage : fetched;
  return usage ? freeAllowanceNotice(usage, t, i18n.resolvedLanguage ?? 'en') : null;
}

/**
 * The low-credit notice, against the threshold chosen in Setting. A page that loads the billing
 * record itself passes `{ billing }` (undefined while it loads); otherwise the notice fetches it.
 */
export function useLowCreditNotice(page?: { billing: Billing | undefined }): CreditNoticeContent | null {
  const { t } = useTranslation();
  const settings = useHintData(loadSettings, 'low-credit');
  const fetched = useHintData(page ? null : loadBilling, 'low-credit');
  const billing = page ? page.billing : fetched;
  return billing && settings ? lowCreditNotice(billing, settings.lowCreditThreshold, t) : null;
}
