/** Charges start at $10 and go up in $10 steps (spec §9), as the charge form's schema says. */
const MINIMUM = 10;
const STEP = 10;

/**
 * True for a chargeable price. The spec re-checks the price right before checkout, after the
 * form's own validation; this plain check has no dependency, so it also guards a price that
 * reached the handler some other way.
 */
export function isChargeablePrice(price: unknown): price is number {
  return typeof price === 'number' && Number.isFinite(price) && price >= MINIMUM && price % STEP === 0;
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
