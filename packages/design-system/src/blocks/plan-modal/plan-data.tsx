import { Crown, Sprout } from 'lucide-react';
import type { ReactNode } from 'react';

/** The two plans the modal offers. */
export type PlanId = 'basic' | 'premium';

/** The spec's plan card: name, price, icon, description, features, background and icon colour. */
export interface PlanCardData {
  id: PlanId;
  /** Plan name as shown, e.g. "PREMIUM". */
  name: string;
  /** Price as shown, e.g. "$1 per GB". */
  price: string;
  /** Decorative icon (hidden from assistive technology), tinted with `iconColor`. */
  icon: ReactNode;
  description: string;
  features: string[];
  /** Card background: any CSS colour; theme tokens such as `var(--rrl-alternate)` follow light and dark. */
  background: string;
  /** Icon tint: any CSS colour, theme tokens recommended. */
  iconColor: string;
}

/** BASIC, the free tier (spec section 9). */
export const defaultBasicPlan: PlanCardData = {
  id: 'basic',
  name: 'BASIC',
  price: 'Free',
  icon: <Sprout />,
  description: 'Try remote reinforcement learning at no cost.',
  features: [
    '1GB free data',
    'Up to 2 simulators',
    'Limited speed: API call rate and simulation speed are restricted, and transfers may be throttled',
  ],
  background: 'var(--rrl-surface)',
  iconColor: 'var(--rrl-muted)',
};

/** PREMIUM, pay as you go (spec section 9). */
export const defaultPremiumPlan: PlanCardData = {
  id: 'premium',
  name: 'PREMIUM',
  price: '$1 per GB',
  icon: <Crown />,
  description: 'Pay as you go, from 10GB ($10).',
  features: ['Unlimited data', 'Unlimited simulators', 'No speed limit on dedicated high-speed servers'],
  background: 'var(--rrl-alternate)',
  iconColor: 'var(--rrl-primary-strong)',
};

/** Both plans, in the order the modal shows them. */
export const defaultPlans = {
  basic: defaultBasicPlan,
  premium: defaultPremiumPlan,
} as const satisfies Record<PlanId, PlanCardData>;

/** How much data each role uses per hour of running (spec section 9), for pricing notes. */
export const dataDeductionPerHour = {
  simulator: { gigabytes: 0.01, label: '0.01GB per hour (10MB/h)' },
  trainer: { gigabytes: 0.1, label: '0.1GB per hour (100MB/h)' },
} as const;
