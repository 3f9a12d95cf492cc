import { PaymentStatus } from '@remoterl/portal-ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../../config/paths';
import { userAreaPaths } from '../../../../config/user-area-pages';
import { renderRouterLink } from '../../../../layouts/render-router-link';
import { useNotify } from '../../../../hooks/use-notify';
import { checkoutAmount, retryHref } from './checkout-memory';
import { usePaymentStatusLabels } from './use-payment-status-labels';

/**
 * PayPal's cancel return: says nothing was charged (and how much, when this tab started the
 * checkout), then offers every way on: try again (/plan, the payment page), billing, contact.
 */
export default function PaymentCancelledPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const labels = usePaymentStatusLabels();
  const [searchParams] = useSearchParams();
  const amount = checkoutAmount(searchParams.get('token'));
  const announced = useRef(false);

  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    notify('info', t('account.paymentCancelled.toast'));
  }, [notify, t]);

  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <PaymentStatus
        status="cancelled"
        detail={amount === undefined ? undefined : t('account.paymentCancelled.amount', { amount })}
        labels={labels}
        retryHref={retryHref(amount)}
        billingHref={userAreaPaths.billing}
        contactHref={paths.contact}
        renderLink={renderRouterLink}
      />
    </div>
  );
}
