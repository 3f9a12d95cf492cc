import {
  BASIC_PLAN,
  CHARGE_RULE,
  DATA_RATE_GB_PER_HOUR,
  PAY_AS_YOU_GO_ADD_ONS,
  PAY_AS_YOU_GO_INCLUSIONS,
  PREMIUM_PLAN,
} from '@remoterl/product';
import type { TFunction } from 'i18next';
import { compactNumber } from '../i18n/compact-number';
import { toLanguage } from '../i18n/languages';

const MB_PER_GB = 1000;

/** Worked example on the pricing page: one trainer and two simulators for ten hours. */
const EXAMPLE_HOURS = 10;
const EXAMPLE_SIMULATORS = 2;

/**
 * The product's numbers as the locale files interpolate them (`{{freeGb}}`, `{{usdPerGb}}`...).
 * Each number is written once, in @remoterl/product; the wording around it stays translated.
 */
export const productFactValues = {
  freeGb: BASIC_PLAN.freeDataGb,
  maxSimulators: BASIC_PLAN.maxSimulators,
  usdPerGb: PREMIUM_PLAN.usdPerGb,
  minimumGb: PREMIUM_PLAN.minimumGb,
  minimumUsd: CHARGE_RULE.min,
  stepUsd: CHARGE_RULE.step,
  simulatorGbPerHour: DATA_RATE_GB_PER_HOUR.simulator,
  trainerGbPerHour: DATA_RATE_GB_PER_HOUR.trainer,
  simulatorMbPerHour: Math.round(DATA_RATE_GB_PER_HOUR.simulator * MB_PER_GB),
  trainerMbPerHour: Math.round(DATA_RATE_GB_PER_HOUR.trainer * MB_PER_GB),
  // Rounded to hundredths so floating point never shows (10 × 0.12 is 1.2000000000000002).
  exampleGb:
    Math.round(
      EXAMPLE_HOURS *
        (DATA_RATE_GB_PER_HOUR.trainer + EXAMPLE_SIMULATORS * DATA_RATE_GB_PER_HOUR.simulator) *
        100,
    ) / 100,
  addOnUsd: PAY_AS_YOU_GO_ADD_ONS[0].usd,
} as const;

/**
 * The pay-as-you-go inclusions worded in `language` from the locale key `${prefix}.<key>`,
 * each amount written the language's short way ("1M", "100만").
 */
export function payAsYouGoInclusionTexts(t: TFunction, prefix: string, language: string): string[] {
  return PAY_AS_YOU_GO_INCLUSIONS.map((item) =>
    'amount' in item
      ? t(`${prefix}.${item.key}`, { amount: compactNumber(item.amount, toLanguage(language)) })
      : t(`${prefix}.${item.key}`),
  );
}
