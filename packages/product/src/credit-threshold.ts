/** The low-credit warning (docs/product.md#billing, docs/decisions.md#the-user-area-beyond-the-description), in whole dollars. */
export const LOW_CREDIT_THRESHOLD = {
  /** What a Premium user is warned under until they choose otherwise. */
  default: 5,
  /** 0 turns the warning off. */
  min: 0,
  /** More than any top-up a user would keep in reserve; a typo above it is refused. */
  max: 1_000,
} as const;

/** True when a Premium account's credit has fallen under its threshold. */
export function isCreditLow(options: { premium: boolean; balance: number; threshold: number }): boolean {
  return options.premium && options.threshold > 0 && options.balance < options.threshold;
}
