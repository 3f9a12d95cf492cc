import type { PlanAddOn } from './pay-as-you-go-card';

/* Story data: the plan's inclusions as the app passes them; not part of the package API. */

export const englishPayAsYouGoFeatures: string[] = [
  '1M environment steps',
  '20 training hours',
  '10 parallel environments',
  '10GB storage',
  'Real-time training via WebSockets',
  'Local or cloud-hosted agent support',
  'Secure environment sync',
  'Unlimited agent registrations',
  'Dynamic agent versioning',
  'GPT-based RL optimisation',
];

export const englishPayAsYouGoAddOns: PlanAddOn[] = [{ name: 'Parameter customisation', price: '$5' }];

export const englishPayAsYouGoDescription = '$1 per GB. Buy credits in $10 steps, from $10.';
