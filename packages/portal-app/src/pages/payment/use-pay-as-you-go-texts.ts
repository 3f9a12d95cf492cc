import type { PayAsYouGoCardProps, PayAsYouGoLabels, PlanAddOn } from '@ccnets/design-system';
import { useTranslation } from 'react-i18next';

const FEATURE_KEYS = [
  'steps',
  'hours',
  'parallel',
  'storage',
  'websockets',
  'hosting',
  'sync',
  'registrations',
  'versioning',
  'gpt',
] as const;

/** The pay-as-you-go card's contents in the active language (spec §9). */
export function usePayAsYouGoTexts(): Required<Pick<PayAsYouGoCardProps, 'features' | 'addOns'>> & {
  labels: PayAsYouGoLabels;
} {
  const { t } = useTranslation();
  const addOns: PlanAddOn[] = [{ name: t('account.payment.included.addOnName'), price: '$5' }];
  return {
    features: FEATURE_KEYS.map((key) => t(`account.payment.included.items.${key}`)),
    addOns,
    labels: {
      title: t('account.payment.included.title'),
      description: t('account.payment.included.description'),
      included: t('account.payment.included.subtitle'),
      addOns: t('account.payment.included.addOns'),
      optional: t('account.payment.included.optional'),
    },
  };
}
