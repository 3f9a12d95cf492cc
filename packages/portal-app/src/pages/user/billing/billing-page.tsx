import { Alert, BillingSummary, Button, PaymentMethodSection, PlanModal } from '@ccnets/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gateway, type Billing } from '../../../api/gateway';
import { renderRouterLink } from '../../../layouts/render-router-link';
import { paths } from '../../../config/paths';
import { LowCreditNotice } from '../low-credit-notice';
import { UserPageHeader } from '../user-page-header';
import { useSignedInResource, type ResourceLoader } from '../use-signed-in-resource';
import { InvoicesSection } from './invoices-section';
import { usePlanModalTexts } from './use-plan-modal-texts';

/** "Add 20$ Credits" starts the pay-as-you-go checkout with the price preset to 20 (DECISIONS.md). */
export const ADD_CREDITS_HREF = `${paths.payment}?price=20`;

const loadBilling: ResourceLoader<Billing> = (idToken, signal) => gateway().fetchBilling(idToken, { signal });

/** Plan, balance, invoices and payment method, live from the backend. */
export default function BillingPage() {
  const { t, i18n } = useTranslation();
  const { state, retry } = useSignedInResource(loadBilling, 'Billing');
  const [planModalOpen, setPlanModalOpen] = useState(false);
  const planModal = usePlanModalTexts();
  const billing = state.status === 'ready' ? state.data : undefined;
  const language = i18n.resolvedLanguage ?? 'en';
  const formatUsd = (amount: number) =>
    new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' }).format(amount);

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
          {billing ? <LowCreditNotice billing={billing} /> : null}
          <BillingSummary
            loading={state.status === 'loading'}
            plan={billing?.plan ? t('account.billing.plans.payAsYouGo') : null}
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
              addCredits: t('account.billing.summary.addCredits'),
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
        premiumHref={paths.payment}
        renderLink={renderRouterLink}
        // No plan yet means no card is "Current plan" (billing says "No active plan").
        currentPlan={billing?.plan ? 'premium' : null}
        plans={planModal.plans}
        labels={planModal.labels}
      />
    </>
  );
}
