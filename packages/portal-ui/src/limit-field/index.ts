export { LimitField, defaultLimitFieldLabels } from './limit-field';
export type { LimitFieldLabels, LimitFieldProps } from './limit-field';
