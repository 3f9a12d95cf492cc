import type { PlanCardContent, PlanId, PlanModalLabels } from '@ccnets/design-system';
import { PLANS } from '@remoterl/product';
import { useTranslation } from 'react-i18next';
import { productFactValues } from '../../../content/product-facts';

const FEATURES = ['data', 'simulators', 'speed'] as const;

/** The Plan modal's plans (names and numbers from @remoterl/product) and labels in the active language. */
export function usePlanModalTexts(): { plans: Record<PlanId, PlanCardContent>; labels: PlanModalLabels } {
  const { t } = useTranslation();
  const plan = (id: PlanId): PlanCardContent => ({
    name: PLANS[id].name,
    price: t(`account.planModal.${id}.price`, productFactValues),
    description: t(`account.planModal.${id}.description`, productFactValues),
    features: FEATURES.map((feature) => t(`account.planModal.${id}.features.${feature}`, productFactValues)),
  });
  return {
    plans: { basic: plan('basic'), premium: plan('premium') },
    labels: {
      title: t('account.planModal.title'),
      description: t('account.planModal.description'),
      choosePremium: t('account.planModal.choosePremium'),
      basicNote: t('account.planModal.basicNote'),
      currentPlan: t('account.planModal.currentPlan'),
    },
  };
}
