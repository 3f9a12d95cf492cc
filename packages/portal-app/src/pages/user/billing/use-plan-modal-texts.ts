import { defaultPlans, type PlanCardData, type PlanId, type PlanModalLabels } from '@ccnets/design-system';
import { useTranslation } from 'react-i18next';

const FEATURES = ['data', 'simulators', 'speed'] as const;

/** The Plan modal's plans and labels in the active language (icons and colours from the design system). */
export function usePlanModalTexts(): { plans: Record<PlanId, PlanCardData>; labels: PlanModalLabels } {
  const { t } = useTranslation();
  const plan = (id: PlanId): PlanCardData => ({
    ...defaultPlans[id],
    name: t(`account.planModal.${id}.name`),
    price: t(`account.planModal.${id}.price`),
    description: t(`account.planModal.${id}.description`),
    features: FEATURES.map((feature) => t(`account.planModal.${id}.features.${feature}`)),
  });
  return {
    plans: { basic: plan('basic'), premium: plan('premium') },
    labels: {
      title: t('account.planModal.title'),
      description: t('account.planModal.description'),
      choosePremium: t('account.planModal.choosePremium'),
      basicNote: t('account.planModal.basicNote'),
      currentPlan: t('account.planModal.currentPlan'),
      close: t('account.planModal.close'),
    },
  };
}
