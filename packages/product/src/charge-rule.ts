/**
 * What one pay-as-you-go checkout may charge, in whole dollars. The portal's form, its
 * pre-submit re-check and the backend's checkout all read this rule, so they cannot drift.
 */
export const CHARGE_RULE = {
  /** The smallest charge (docs/product.md#charges). */
  min: 10,
  /** Charges go up in steps of this many dollars (docs/product.md#charges). */
  step: 10,
  /** The largest single charge; above it a mistyped amount would reach PayPal. */
  max: 10_000,
} as const;

/** The amounts the checkout offers as one-click choices; each is a charge the rule accepts. */
export const QUICK_CHARGE_AMOUNTS = [10, 20, 50, 100] as const;

/** Why a price cannot be charged; the portal and the backend map each to a translated message. */
export type ChargeProblem = 'required' | 'min' | 'max' | 'step';

/** The first problem with `price`, or undefined when it can be charged. */
export function findChargeProblem(price: number | null | undefined): ChargeProblem | undefined {
  if (price === null || price === undefined || !Number.isFinite(price)) return 'required';
  if (price < CHARGE_RULE.min) return 'min';
  if (price > CHARGE_RULE.max) return 'max';
  if (!Number.isInteger(price) || price % CHARGE_RULE.step !== 0) return 'step';
  return undefined;
}
