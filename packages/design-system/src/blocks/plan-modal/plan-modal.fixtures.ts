import type { PlanCardContent, PlanId } from './plan-data';
import type { PlanModalLabels } from './plan-modal';

/* Story data: the plans as the app passes them; not part of the package API. */

export const englishPlans: Record<PlanId, PlanCardContent> = {
  basic: {
    name: 'BASIC',
    price: 'Free',
    description: 'Try remote reinforcement learning at no cost.',
    features: [
      '1GB free data',
      'Up to 2 simulators',
      'Limited speed: API call rate and simulation speed are restricted, and transfers may be throttled',
    ],
  },
  premium: {
    name: 'PREMIUM',
    price: '$1 per GB',
    description: 'Pay as you go, from 10GB ($10).',
    features: ['Unlimited data', 'Unlimited simulators', 'No speed limit on dedicated high-speed servers'],
  },
};

export const englishPlanModalLabels: PlanModalLabels = {
  title: 'Choose a plan',
  description: 'Start free with BASIC, or pay as you go with PREMIUM.',
  choosePremium: 'Continue with PREMIUM',
  basicNote: 'Free for every account',
  currentPlan: 'Current plan',
};
