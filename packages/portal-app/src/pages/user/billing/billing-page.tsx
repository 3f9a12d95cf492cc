import { Alert, Button, PlanModal } from '@ccnets/design-system';
import { BillingSummary, PaymentMethodSection } from '@remoterl/portal-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../i18n/format-money';
import { renderRouterLink } from '../../../layouts/render-router-link';
import { userAreaPaths } from '../../../config/user-area-pages';
import { CreditNotice } from '../credit-notice/credit-notice';
import { useFreeAllowanceNotice, useLowCreditNotice } from '../credit-notice/use-credit-notices';
import { UserPageHeader } from '../user-page-header';
import { readyData, useSignedInResource } from '../use-signed-in-resource';
import { loadBilling } from './load-billing';
import { InvoicesSection } from './invoices-section';
import { usePlanModalTexts } from './use-plan-modal-texts';

/** "Add 20$ Credits" starts the pay-as-you-go checkout with the price preset to 20 (docs/decisions.md). */
const ADD_CREDITS_AMOUNT = 20;
export const ADD_CREDITS_HREF = `${userAreaPaths.payment}?price=${ADD_CREDITS_AMOUNT}`;

/** Plan, balance, invoices and payment method, live from the backend. */
export default function BillingPage() {
  const { t } = useTranslation();
  const { state, retry } = useSignedInResource(loadBilling, 'Billing');
  const [planModalOpen, setPlanModalOpen] = useState(false);
  const planModal = usePlanModalTexts();
  const billing = readyData(state);
  const formatUsd = useFormatMoney();
  const lowCredit = useLowCreditNotice({ billing });
  const freeAllowance = useFreeAllowanceNotice();

  return (
    <>
      <UserPageHeader title={t('account.billing.title')} description={t('account.billing.description')} />
      {state.status === 'error' ? (
        <Alert
          variant="error"
          title={t('account.billing.errorTitle')}
          action={
            <Button variant="outlined" size="sm" onClick={retry}>
              {t('account.billing.retry')}
            </Button>
          }
        >
          {t('account.billing.errorBody')}
        </Alert>
      ) : (
        <div className="flex flex-col gap-6">
          <CreditNotice notice={lowCredit ?? freeAllowance} />
          <BillingSummary
            loading={state.status === 'loading'}
            plan={billing?.plan ? t(`account.billing.plans.${billing.plan}`) : null}
            balance={billing?.balance ?? 0}
            formatBalance={formatUsd}
            onChangePlan={() => setPlanModalOpen(true)}
            addCreditsHref={ADD_CREDITS_HREF}
            renderLink={renderRouterLink}
            labels={{
              title: t('account.billing.summary.title'),
              plan: t('account.billing.summary.plan'),
              balance: t('account.billing.summary.balance'),
              changePlan: t('account.billing.summary.changePlan'),
              // English keeps the product's "Add 20$ Credits" (docs/product.md#billing); Korean writes the amount its own way.
              addCredits: t('account.billing.summary.addCredits', { amount: ADD_CREDITS_AMOUNT }),
              emptyTitle: t('account.billing.summary.noPlanTitle'),
              emptyDescription: t('account.billing.summary.noPlanBody'),
              choosePlan: t('account.billing.summary.choosePlan'),
              loading: t('account.billing.loading'),
            }}
          />
          <InvoicesSection
            invoices={billing?.invoices}
            loading={state.status === 'loading'}
            formatUsd={formatUsd}
          />
          <PaymentMethodSection
            method={
              billing && billing.invoices.length > 0
                ? {
                    name: t('account.billing.paymentMethod.paypal'),
                    detail: t('account.billing.paymentMethod.paypalDescription'),
                  }
                : null
            }
            labels={{
              title: t('account.billing.paymentMethod.title'),
              description: t('account.billing.paymentMethod.description'),
            }}
          />
        </div>
      )}
      <PlanModal
        open={planModalOpen}
        onOpenChange={setPlanModalOpen}
        premiumHref={userAreaPaths.payment}
        renderLink={renderRouterLink}
        // The card of the account's plan reads "Current plan"; an account with no plan marks none.
        currentPlan={billing?.plan ?? null}
        plans={planModal.plans}
        labels={planModal.labels}
      />
    </>
  );
}
