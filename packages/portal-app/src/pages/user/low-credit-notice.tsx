import { Alert, Button } from '@ccnets/design-system';
import { isCreditLow } from '@remoterl/product';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gateway, type Billing } from '../../api/gateway';
import { userArea } from '../../api/user-area';
import { currentIdToken } from '../../auth/id-token';
import { renderRouterLink } from '../../layouts/render-router-link';
import { userAreaPaths } from '../../config/user-area-pages';

export interface LowCreditNoticeProps {
  /** The billing record when the page already has it; fetched otherwise. */
  billing?: Billing;
}

/**
 * Warns a Premium account whose credit is under the threshold chosen in Setting, with a link to
 * top up. It is a hint, not the page's content: if it cannot load, it shows nothing.
 */
export function LowCreditNotice({ billing: given }: LowCreditNoticeProps) {
  const { t } = useTranslation();
  const [fetched, setFetched] = useState<Billing>();
  const [threshold, setThreshold] = useState<number>();
  const needsBilling = given === undefined;

  useEffect(() => {
    const controller = new AbortController();
    const options = { signal: controller.signal };
    currentIdToken()
      .then((idToken) =>
        Promise.all([
          userArea().fetchSettings(idToken, options),
          needsBilling ? gateway().fetchBilling(idToken, options) : undefined,
        ]),
      )
      .then(
        ([settings, billing]) => {
          if (controller.signal.aborted) return;
          setThreshold(settings.lowCreditThreshold);
          if (billing) setFetched(billing);
        },
        (error: unknown) => {
          if (!controller.signal.aborted) console.error('The low-credit check could not run.', error);
        },
      );
    return () => controller.abort();
  }, [needsBilling]);

  const billing = given ?? fetched;
  if (!billing || threshold === undefined) return null;
  if (!isCreditLow({ premium: billing.plan !== null, balance: billing.balance, threshold })) return null;

  return (
    <Alert
      variant="warning"
      title={t('userArea.lowCredit.title')}
      className="mb-6"
      data-testid="low-credit-notice"
      action={
        <Button asChild size="sm" variant="outlined">
          {renderRouterLink({ href: userAreaPaths.payment, children: t('userArea.lowCredit.topUp') })}
        </Button>
      }
    >
      {t('userArea.lowCredit.body', {
        balance: billing.balance,
        threshold,
      })}
    </Alert>
  );
}
