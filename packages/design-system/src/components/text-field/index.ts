export { TextField, type TextFieldElement, type TextFieldProps } from './text-field';
export { textFieldFrameVariants, type TextFieldFrameVariantProps } from './text-field-variants';
export { FieldMessages, fieldMessageIds, type FieldMessageIds } from './field-messages';
