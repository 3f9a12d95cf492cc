/**
 * The two plans (docs/product.md#plans), as language-neutral facts. The portal words them in each
 * language (`account.planModal.*`, `public.pricing.table.*`) around these numbers.
 */
export type PlanId = 'basic' | 'premium';

/** BASIC, the free tier. */
export const BASIC_PLAN = {
  id: 'basic',
  /** Shown as is in every language. */
  name: 'BASIC',
  /** Data included at no cost, in GB. */
  freeDataGb: 1,
  /** Simulators that may run at once. */
  maxSimulators: 2,
  /** API call rate and simulation speed are restricted; transfers may be throttled. */
  speed: 'limited',
} as const;

/** PREMIUM, pay as you go. */
export const PREMIUM_PLAN = {
  id: 'premium',
  name: 'PREMIUM',
  /** Price of one GB of data, in US dollars. */
  usdPerGb: 1,
  /** The smallest purchase, in GB (so $10 at the price above; see CHARGE_RULE). */
  minimumGb: 10,
  /** No cap on data or simulators. */
  data: 'unlimited',
  simulators: 'unlimited',
  /** Dedicated high-speed servers, no speed limit. */
  speed: 'dedicated',
} as const;

export const PLANS = { basic: BASIC_PLAN, premium: PREMIUM_PLAN } as const;

/** The allowance every account gets before it pays anything, in GB (the BASIC plan's data). */
export const FREE_ALLOWANCE_GB = BASIC_PLAN.freeDataGb;
