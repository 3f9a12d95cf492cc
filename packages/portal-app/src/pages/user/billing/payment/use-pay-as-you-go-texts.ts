import type { PayAsYouGoCardProps, PayAsYouGoLabels, PlanAddOn } from '@remoterl/portal-ui';
import { PAY_AS_YOU_GO_ADD_ONS } from '@remoterl/product';
import { useTranslation } from 'react-i18next';
import { payAsYouGoInclusionTexts, productFactValues } from '../../../../content/product-facts';
import { formatMoney } from '../../../../i18n/format-money';

/** The pay-as-you-go card's contents in the active language, from @remoterl/product's facts. */
export function usePayAsYouGoTexts(): Pick<PayAsYouGoCardProps, 'features' | 'addOns'> & {
  labels: PayAsYouGoLabels;
} {
  const { t, i18n } = useTranslation();
  const addOns: PlanAddOn[] = PAY_AS_YOU_GO_ADD_ONS.map((addOn) => ({
    name: t(`account.payment.included.addOnNames.${addOn.key}`),
    price: formatMoney(addOn.usd, i18n.resolvedLanguage ?? 'en'),
  }));
  return {
    features: payAsYouGoInclusionTexts(t, 'account.payment.included.items', i18n.language),
    addOns,
    labels: {
      title: t('account.payment.included.title'),
      description: t('account.payment.included.description', productFactValues),
      included: t('account.payment.included.subtitle'),
      addOns: t('account.payment.included.addOns'),
      optional: t('account.payment.included.optional'),
    },
  };
}
