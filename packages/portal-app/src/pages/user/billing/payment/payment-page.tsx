import { Button } from '@ccnets/design-system';
import { DashboardCard, PayAsYouGoCard } from '@remoterl/portal-ui';
import { ChargeForm, type ChargeFormValues } from '@ccnets/design-system/forms';
import {
  CHARGE_RULE,
  findChargeProblem,
  gbForDollars,
  PREMIUM_DOLLARS_PER_GB,
  QUICK_CHARGE_AMOUNTS,
} from '@remoterl/product';
import { ArrowLeft, Wallet } from '@ccnets/design-system/icons';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { payments } from '../../../../api/payments';
import { currentIdToken } from '../../../../auth/id-token';
import { useFormatMoney } from '../../../../i18n/format-money';
import { renderRouterLink } from '../../../../layouts/render-router-link';
import { userAreaPaths } from '../../../../config/user-area-pages';
import { useAccount } from '../../../../account';
import { useNotify } from '../../../../hooks/use-notify';
import { loadBilling } from '../load-billing';
import { useSignedInResource } from '../../use-signed-in-resource';
import { UserPageHeader } from '../../user-page-header';
import { usePayAsYouGoTexts } from './use-pay-as-you-go-texts';
import { checkoutErrorMessage } from './payment-messages';
import { presetPrice } from './preset-price';
import { rememberCheckout } from './checkout-memory';

/** Waits for the page to be left (the PayPal redirect), so the form stays busy and a second click sends nothing. */
function untilPageHide(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('pagehide', () => resolve(), { once: true }));
}

/** Pay-as-you-go checkout: what is included, and the charge form that starts a PayPal order. */
export default function PaymentPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const [searchParams] = useSearchParams();
  const initialPrice = presetPrice(searchParams.get('price'));
  const { features, addOns, labels: cardLabels } = usePayAsYouGoTexts();
  const formatMoney = useFormatMoney();
  // Name from the account; name, country and city of the last checkout, remembered by the backend.
  const accountName = useAccount((state) => state.displayName);
  const { state: billing } = useSignedInResource(loadBilling, 'Billing details');
  const remembered = billing.status === 'ready' ? billing.data.billingDetails : undefined;
  const defaultBuyer = {
    name: remembered?.name || accountName,
    country: remembered?.country,
    city: remembered?.city,
  };
  const amounts = { min: CHARGE_RULE.min, step: CHARGE_RULE.step, max: CHARGE_RULE.max };
  const priceMessages = {
    priceRequired: t('account.payment.form.priceRequired'),
    priceNotNumber: t('account.payment.form.priceNotNumber'),
    priceMinimum: t('account.payment.form.priceMinimum', { amount: amounts.min }),
    priceMaximum: t('account.payment.form.priceMaximum', { amount: amounts.max }),
    priceIncrement: t('account.payment.form.priceIncrement', { amount: amounts.step }),
  };

  const startCheckout = useCallback(
    async (order: ChargeFormValues) => {
      // The second check, right before the call (docs/product.md#charges): nothing leaves the page for a bad price.
      const problem = findChargeProblem(order.price);
      if (problem) {
        const messageOf = {
          required: priceMessages.priceRequired,
          min: priceMessages.priceMinimum,
          max: priceMessages.priceMaximum,
          step: priceMessages.priceIncrement,
        };
        notify('error', messageOf[problem]);
        return;
      }
      let paypalUrl: string;
      try {
        paypalUrl = await payments().createCheckout(order, await currentIdToken());
      } catch (error) {
        console.error('The checkout failed.', error);
        notify('error', checkoutErrorMessage(error, t));
        return;
      }
      rememberCheckout(paypalUrl, order.price);
      window.location.assign(paypalUrl);
      await untilPageHide();
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the messages follow `t`
    [notify, t],
  );

  return (
    <>
      <UserPageHeader
        title={t('account.payment.title')}
        description={t('account.payment.subtitle')}
        actions={
          <Button asChild variant="outlined" size="sm">
            {renderRouterLink({
              href: userAreaPaths.billing,
              children: (
                <>
                  <ArrowLeft aria-hidden="true" className="size-4" />
                  {t('account.payment.backToBilling')}
                </>
              ),
            })}
          </Button>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
        <PayAsYouGoCard features={features} addOns={addOns} labels={cardLabels} />
        <DashboardCard
          title={t('account.payment.form.title')}
          description={t('account.payment.form.description')}
          icon={<Wallet />}
        >
          <ChargeForm
            onSubmit={startCheckout}
            rule={CHARGE_RULE}
            initialPrice={initialPrice}
            defaultBuyer={defaultBuyer}
            quickAmounts={QUICK_CHARGE_AMOUNTS}
            formatAmount={formatMoney}
            renderPricePreview={(price) =>
              price === undefined
                ? t('account.payment.form.previewEmpty')
                : t('account.payment.form.preview', { gb: gbForDollars(price), rate: PREMIUM_DOLLARS_PER_GB })
            }
            labels={{
              price: t('account.payment.form.price'),
              priceHint: t('account.payment.form.priceHelp', amounts),
              priceHintTrigger: t('account.payment.form.priceHintTrigger'),
              name: t('account.payment.form.name'),
              country: t('account.payment.form.country'),
              city: t('account.payment.form.city'),
              submit: t('account.payment.form.submit'),
              quickAmounts: t('account.payment.form.quickAmounts'),
              priceLimits: t('account.payment.form.limits', amounts),
              submitNote: t('account.payment.form.continuesToPaypal'),
            }}
            messages={{
              ...priceMessages,
              nameRequired: t('account.payment.form.nameRequired'),
              countryRequired: t('account.payment.form.countryRequired'),
              cityRequired: t('account.payment.form.cityRequired'),
            }}
          />
        </DashboardCard>
      </div>
    </>
  );
}
