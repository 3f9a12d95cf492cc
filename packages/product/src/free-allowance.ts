import { FREE_ALLOWANCE_GB } from './plans.ts';

/** A Free account is told it is near its allowance once it has used this share of it. */
export const FREE_ALLOWANCE_WARNING_SHARE = 0.8;

/** Where a Free account stands against its allowance: well within, near (80 %), or at or over it. */
export type FreeAllowanceState = 'within' | 'near' | 'over';

export function freeAllowanceState(
  usedGb: number,
  allowanceGb: number = FREE_ALLOWANCE_GB,
): FreeAllowanceState {
  if (usedGb >= allowanceGb) return 'over';
  if (usedGb >= allowanceGb * FREE_ALLOWANCE_WARNING_SHARE) return 'near';
  return 'within';
}
