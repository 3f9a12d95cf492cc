/**
 * How much data a running process deducts from the balance, in GB per hour of running
 * (spec section 9). The pricing page words these; usage figures are computed from them.
 */
export const DATA_DEDUCTION_GB_PER_HOUR = {
  simulator: 0.01,
  trainer: 0.1,
} as const;

export type DataRole = keyof typeof DATA_DEDUCTION_GB_PER_HOUR;
