import {
  Button,
  ChargeForm,
  DashboardCard,
  PayAsYouGoCard,
  type ChargeFormValues,
} from '@ccnets/design-system';
import { ArrowLeft, Wallet } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { payments } from '../../api/payments';
import { currentIdToken } from '../../auth/id-token';
import { usePageMeta } from '../../i18n/use-page-meta';
import { renderRouterLink } from '../../layouts/render-router-link';
import { userPaths } from '../../routes/paths';
import { useNotify } from '../account/use-notify';
import { UserPageHeader } from '../user/user-page-header';
import { usePayAsYouGoTexts } from './use-pay-as-you-go-texts';
import { checkoutErrorMessage } from './payment-messages';
import { isChargeablePrice, presetPrice } from './preset-price';

/** Waits for the page to be left (the PayPal redirect), so the form stays busy and a second click sends nothing. */
function untilPageHide(): Promise<void> {
  return new Promise((resolve) => window.addEventListener('pagehide', () => resolve(), { once: true }));
}

/** Pay-as-you-go checkout: what is included, and the charge form that starts a PayPal order. */
export default function PaymentPage() {
  usePageMeta('account.payment');
  const { t } = useTranslation();
  const notify = useNotify();
  const [searchParams] = useSearchParams();
  const initialPrice = presetPrice(searchParams.get('price'));
  const { features, addOns, labels: cardLabels } = usePayAsYouGoTexts();

  const startCheckout = useCallback(
    async (order: ChargeFormValues) => {
      // The spec's second check, right before the call: nothing leaves the page for a bad price.
      if (!isChargeablePrice(order.price)) {
        notify('error', t('account.payment.errors.priceIncrement'));
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
      window.location.assign(paypalUrl);
      await untilPageHide();
    },
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
              href: userPaths.billing,
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
            initialPrice={initialPrice}
            labels={{
              price: t('account.payment.form.price'),
              priceHint: t('account.payment.form.priceHelp'),
              priceHintTrigger: t('account.payment.form.priceHintTrigger'),
              name: t('account.payment.form.name'),
              country: t('account.payment.form.country'),
              city: t('account.payment.form.city'),
              submit: t('account.payment.form.submit'),
            }}
            messages={{
              priceRequired: t('account.payment.form.priceRequired'),
              priceMinimum: t('account.payment.form.priceMinimum'),
              priceIncrement: t('account.payment.form.priceIncrement'),
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
