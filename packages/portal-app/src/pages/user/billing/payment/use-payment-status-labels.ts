import type { PaymentStatusLabels } from '@remoterl/portal-ui';
import { useTranslation } from 'react-i18next';

/** The payment status views' texts in the active language. */
export function usePaymentStatusLabels(): PaymentStatusLabels {
  const { t } = useTranslation();
  return {
    verifyingTitle: t('account.paymentSuccess.verifying'),
    verifyingDescription: t('account.paymentSuccess.verifyingDescription'),
    confirmedTitle: t('account.paymentSuccess.confirmed'),
    confirmedDescription: t('account.paymentSuccess.confirmedDescription'),
    failedTitle: t('account.paymentSuccess.failedTitle'),
    failedDescription: t('account.paymentSuccess.failedDescription'),
    cancelledTitle: t('account.paymentCancelled.title'),
    cancelledDescription: t('account.paymentCancelled.body'),
    retry: t('account.paymentSuccess.retry'),
    backToBilling: t('account.paymentSuccess.backToBilling'),
    contact: t('account.paymentSuccess.contact'),
  };
}
