import { PaymentStatus } from '@ccnets/design-system';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../i18n/use-page-meta';
import { renderRouterLink } from '../../layouts/render-router-link';
import { userPaths } from '../../routes/paths';
import { useNotify } from '../account/use-notify';
import { usePaymentStatusLabels } from './use-payment-status-labels';

/** PayPal's cancel return: nothing was charged; "Try again" goes to /plan (the payment page). */
export default function PaymentCancelledPage() {
  usePageMeta('account.paymentCancelled');
  const { t } = useTranslation();
  const notify = useNotify();
  const labels = usePaymentStatusLabels();
  const announced = useRef(false);

  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    notify('info', t('account.paymentCancelled.toast'));
  }, [notify, t]);

  return (
    <PaymentStatus
      status="cancelled"
      labels={labels}
      retryHref={userPaths.plan}
      renderLink={renderRouterLink}
    />
  );
}
