import { findChargeProblem } from '@remoterl/product';

/**
 * True for a chargeable price under the product's one charge rule. The payment page re-checks
 * the price right before checkout (docs/product.md#charges), after the form's own validation, so a price that reached the handler
 * some other way is caught too.
 */
export function isChargeablePrice(price: unknown): price is number {
  return typeof price === 'number' && findChargeProblem(price) === undefined;
}

/**
 * The price preset by a link (`?price=20` from "Add 20$ Credits"); anything that is not a
 * chargeable price is ignored, so a hand-edited URL cannot prefill nonsense.
 */
export function presetPrice(value: string | null): number | undefined {
  if (!value || !/^\d{1,6}$/.test(value.trim())) return undefined;
  const price = Number(value.trim());
  return isChargeablePrice(price) ? price : undefined;
}
