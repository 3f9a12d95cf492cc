export { interpolateSlots } from './interpolate-slots';
export { useGuardedSubmit, errorText, type GuardedSubmit } from './use-guarded-submit';
