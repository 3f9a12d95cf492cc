'use client';

import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../../lib/cn';
import { useUiMessages } from '../../locale';
import { describeField, FieldMessages } from './field-messages';
import { textFieldControlClasses, textFieldFrameVariants } from './text-field-variants';

/** The element a `TextField` renders: an `<input>`, or a `<textarea>` when `multiline`. */
export type TextFieldElement = HTMLInputElement | HTMLTextAreaElement;

export interface TextFieldProps extends Omit<InputHTMLAttributes<TextFieldElement>, 'children' | 'size'> {
  /** The visible label; it names the input for assistive technology. */
  label: ReactNode;
  /** Keeps the label for screen readers but hides it visually (for example in a toolbar search). */
  hideLabel?: boolean;
  /** A hint shown under the field and linked to it with `aria-describedby`. */
  helperText?: ReactNode;
  /** An error shown under the field; marks the input `aria-invalid` and is announced when it appears. */
  errorText?: ReactNode;
  /** Renders a `<textarea>` instead of an `<input>`. */
  multiline?: boolean;
  /** Visible text rows of the textarea (only with `multiline`). */
  rows?: number;
  /** Content placed inside the field's frame after the input, such as a tooltip trigger or a unit. */
  endAdornment?: ReactNode;
  /** Stretches the field to the width of its container. */
  fullWidth?: boolean;
  /**
   * Shows a required marker and sets `aria-required`. Validation stays with the form (for
   * example react-hook-form with zod), so the browser's own required bubble is not used.
   */
  required?: boolean;
  /** Extra classes for the input or textarea itself; `className` styles the outer wrapper. */
  inputClassName?: string;
  /** Forwarded to the input or textarea, so react-hook-form's `register()` can be spread in. */
  ref?: Ref<TextFieldElement>;
}

/** A labelled text input or textarea with helper text, error text and an optional trailing adornment. */
export function TextField({
  id: idProp,
  label,
  hideLabel = false,
  helperText,
  errorText,
  multiline = false,
  rows = 4,
  endAdornment,
  fullWidth = false,
  required = false,
  readOnly,
  disabled,
  className,
  inputClassName,
  type = 'text',
  ref,
  'aria-describedby': describedByProp,
  'aria-invalid': ariaInvalidProp,
  ...rest
}: TextFieldProps) {
  const messages = useUiMessages();
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const { ids, invalid, describedBy } = describeField(id, { helperText, errorText }, describedByProp);
  const state = disabled ? 'disabled' : invalid ? 'invalid' : readOnly ? 'readOnly' : 'normal';

  const controlProps = {
    id,
    readOnly,
    disabled,
    'aria-describedby': describedBy,
    'aria-invalid': invalid ? true : ariaInvalidProp,
    'aria-required': required || undefined,
    'data-slot': 'text-field-control',
    className: cn(textFieldControlClasses, multiline && 'resize-y', inputClassName),
  };

  return (
    <div
      data-slot="text-field"
      data-invalid={invalid || undefined}
      className={cn('flex flex-col gap-1.5', fullWidth ? 'w-full' : 'w-72 max-w-full', className)}
    >
      <label htmlFor={id} className={cn('text-sm font-medium text-ds-foreground', hideLabel && 'sr-only')}>
        {label}
        {required ? (
          // aria-required already tells assistive technology; the title explains the mark on hover.
          <span aria-hidden="true" title={messages.required} className="ms-0.5 text-ds-danger-strong">
            *
          </span>
        ) : null}
      </label>
      <div data-slot="text-field-frame" className={textFieldFrameVariants({ state })}>
        {multiline ? (
          <textarea
            ref={ref as Ref<HTMLTextAreaElement>}
            rows={rows}
            {...(rest as InputHTMLAttributes<HTMLTextAreaElement>)}
            {...controlProps}
          />
        ) : (
          <input ref={ref as Ref<HTMLInputElement>} type={type} {...rest} {...controlProps} />
        )}
        {endAdornment ? (
          <div data-slot="text-field-adornment" className="flex min-h-10 shrink-0 items-center pe-1">
            {endAdornment}
          </div>
        ) : null}
      </div>
      <FieldMessages ids={ids} helperText={helperText} errorText={errorText} />
    </div>
  );
}
