export { CopyField, type CopyFieldProps } from './copy-field';
export { MASK_CHARACTER, maskValue, type MaskOptions } from './mask-value';
