import { useTranslation } from 'react-i18next';
import type { Billing } from '../../../api/gateway';
import { userArea, type UsageReport, type UserSettings } from '../../../api/user-area';
import { loadBilling } from '../billing/load-billing';
import { loadUsage } from '../usage/load-usage';
import { readyData, useSignedInResource, type ResourceLoader } from '../use-signed-in-resource';
import type { SessionsSnapshot } from '../../../api/sessions';
import type { CreditNoticeContent } from './credit-notice';

/** The live view's usage figures: when given, a notice follows them rather than a one-off load. */
type LiveUsage = SessionsSnapshot['usage'] | undefined;
import { freeAllowanceNotice, lowCreditNotice } from './credit-notice-texts';

const loadSettings: ResourceLoader<UserSettings> = (idToken, signal) =>
  userArea().fetchSettings(idToken, { signal });

/*
 * A notice is a hint, not the page's content: a record that fails to load leaves the notice
 * unshown (useSignedInResource logs the failure), and the page's own error state is untouched.
 */

/**
 * The free-allowance notice. A page that loads the usage report itself passes `{ usage }` (undefined
 * while it loads), and the notice waits for it; otherwise the notice fetches the report.
 */
export function useFreeAllowanceNotice(
  page?: { usage: UsageReport | undefined },
  live?: LiveUsage,
): CreditNoticeContent | null {
  const { t, i18n } = useTranslation();
  const fetched = readyData(useSignedInResource(page ? null : loadUsage, 'The free-allowance check').state);
  const usage = live ?? (page ? page.usage : fetched);
  return usage ? freeAllowanceNotice(usage, t, i18n.resolvedLanguage ?? 'en') : null;
}

/**
 * The low-credit notice, against the threshold chosen in Setting. A page that loads the billing
 * record itself passes `{ billing }` (undefined while it loads); otherwise the notice fetches it.
 */
export function useLowCreditNotice(
  page?: { billing: Billing | undefined },
  live?: LiveUsage,
): CreditNoticeContent | null {
  const { t } = useTranslation();
  const settings = readyData(useSignedInResource(loadSettings, 'The low-credit check').state);
  const fetched = readyData(useSignedInResource(page ? null : loadBilling, 'The low-credit check').state);
  const billing = live
    ? { plan: live.plan === 'premium' ? live.plan : null, balance: live.balance }
    : page
      ? page.billing
      : fetched;
  return billing && settings ? lowCreditNotice(billing, settings.lowCreditThreshold, t) : null;
}
