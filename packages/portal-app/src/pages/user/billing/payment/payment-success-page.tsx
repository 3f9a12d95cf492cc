import { PaymentStatus } from '@remoterl/portal-ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { payments } from '../../../../api/payments';
import { currentIdToken } from '../../../../auth/id-token';
import { paths } from '../../../../config/paths';
import { userAreaPaths } from '../../../../config/user-area-pages';
import { renderRouterLink } from '../../../../layouts/render-router-link';
import { useNotify } from '../../../../hooks/use-notify';
import { captureOnce } from './capture-once';
import { checkoutAmount, retryHref } from './checkout-memory';
import { captureErrorMessage } from './payment-messages';
import { usePaymentStatusLabels } from './use-payment-status-labels';

type View =
  | { status: 'verifying' }
  | { status: 'failed'; message: string }
  /** A reload or second visit of a return URL whose order was captured before: nothing new happened. */
  | { status: 'alreadyConfirmed' };

/**
 * PayPal sends the payer back here with `?token=<order id>`. The order is captured once
 * (StrictMode's second effect run and a fast remount share the same request; a reload is
 * answered by the backend's idempotent capture), then the user goes to billing. An order
 * captured before (a reload of this URL) credits nothing, and the page says so instead of
 * announcing the payment again.
 */
export default function PaymentSuccessPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const labels = usePaymentStatusLabels();
  const [view, setView] = useState<View>(() =>
    token ? { status: 'verifying' } : { status: 'failed', message: t('account.paymentSuccess.invalidUrl') },
  );
  const reported = useRef<string | null>(null);

  useEffect(() => {
    // Refs survive StrictMode's double effect run, so each outcome is announced once.
    const reportOnce = (key: string, report: () => void) => {
      if (reported.current === key) return;
      reported.current = key;
      report();
    };
    if (!token) {
      reportOnce('invalid', () => notify('error', t('account.paymentSuccess.invalidUrl')));
      return;
    }
    let active = true;
    captureOnce(token, async (order) => payments().capturePayment(order, await currentIdToken()))
      .then((result) => {
        if (!active) return;
        if (result.credited === false) {
          reportOnce(`again:${token}`, () =>
            notify('info', t('account.paymentSuccess.alreadyConfirmedToast')),
          );
          setView({ status: 'alreadyConfirmed' });
          return;
        }
        reportOnce(`done:${token}`, () => notify('success', t('account.paymentSuccess.confirmed')));
        navigate(userAreaPaths.billing, { replace: true });
      })
      .catch((error: unknown) => {
        if (!active) return;
        console.error('The payment capture failed.', error);
        const message = captureErrorMessage(error, t);
        reportOnce(`failed:${token}`, () => notify('error', message));
        setView({ status: 'failed', message });
      });
    return () => {
      active = false;
    };
  }, [token, navigate, notify, t]);

  const amount = checkoutAmount(token);
  const pageLabels =
    view.status === 'alreadyConfirmed'
      ? {
          ...labels,
          confirmedTitle: t('account.paymentSuccess.alreadyConfirmedTitle'),
          confirmedDescription: t('account.paymentSuccess.alreadyConfirmedDescription'),
        }
      : view.status === 'failed' && !token
        ? { ...labels, failedTitle: t('account.paymentSuccess.invalidTitle') }
        : labels;

  return (
    <div className="flex min-h-[60vh] items-center justify-center">
      <PaymentStatus
        status={view.status === 'alreadyConfirmed' ? 'confirmed' : view.status}
        data-already-confirmed={view.status === 'alreadyConfirmed' || undefined}
        message={view.status === 'failed' ? view.message : undefined}
        detail={
          view.status !== 'verifying' && amount !== undefined
            ? t('account.paymentSuccess.amount', { amount })
            : undefined
        }
        labels={pageLabels}
        retryHref={retryHref(amount)}
        billingHref={userAreaPaths.billing}
        contactHref={paths.contact}
        renderLink={renderRouterLink}
      />
    </div>
  );
}
