import * as CheckboxPrimitive from '@radix-ui/react-checkbox';
import { cva } from 'class-variance-authority';
import { Check, Minus } from '../../icons';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { describeField, FieldMessages } from '../text-field/field-messages';

/** `true`, `false`, or `'indeterminate'` for a partly selected group. */
export type CheckedState = CheckboxPrimitive.CheckedState;

export const checkboxVariants = cva(
  [
    'group/checkbox peer mt-0.5 inline-flex size-5 shrink-0 items-center justify-center rounded-ds-sm border-2',
    'bg-ds-background text-ds-primary-foreground transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ds-focus',
    'data-[state=checked]:border-ds-primary-strong data-[state=checked]:bg-ds-primary-strong',
    'data-[state=indeterminate]:border-ds-primary-strong data-[state=indeterminate]:bg-ds-primary-strong',
    'disabled:cursor-not-allowed disabled:opacity-50',
  ],
  {
    variants: {
      invalid: {
        true: 'border-ds-danger',
        false: 'border-ds-muted hover:border-ds-foreground',
      },
    },
    defaultVariants: { invalid: false },
  },
);

export interface CheckboxProps extends Omit<
  ComponentProps<typeof CheckboxPrimitive.Root>,
  'children' | 'asChild'
> {
  /** The label; it may contain links, and clicking a link follows it without toggling the box. */
  label: ReactNode;
  /** A hint under the label, linked with `aria-describedby`. */
  helperText?: ReactNode;
  /** An error under the label; marks the checkbox `aria-invalid` and is announced when it appears. */
  errorText?: ReactNode;
  /** Classes for the outer wrapper; `className` styles the box itself. */
  wrapperClassName?: string;
}

/**
 * A labelled checkbox on Radix. Pass `checked`/`onCheckedChange` to control it (for example
 * from react-hook-form's `Controller`: `checked={field.value} onCheckedChange={field.onChange}
 * onBlur={field.onBlur} name={field.name} ref={field.ref}`), or `defaultChecked` to leave it uncontrolled.
 */
export function Checkbox({
  id: idProp,
  label,
  helperText,
  errorText,
  className,
  wrapperClassName,
  disabled,
  'aria-describedby': describedByProp,
  ...rest
}: CheckboxProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const { ids, invalid, describedBy } = describeField(id, { helperText, errorText }, describedByProp);

  return (
    <div
      data-slot="checkbox-field"
      data-invalid={invalid || undefined}
      className={cn('relative grid grid-cols-[auto_1fr] gap-x-2.5 gap-y-1', wrapperClassName)}
    >
      <CheckboxPrimitive.Root
        id={id}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        data-slot="checkbox"
        className={cn(checkboxVariants({ invalid }), className)}
        {...rest}
      >
        <CheckboxPrimitive.Indicator className="flex items-center justify-center">
          <Check
            aria-hidden="true"
            strokeWidth={3}
            className="size-3.5 group-data-[state=indeterminate]/checkbox:hidden"
          />
          <Minus
            aria-hidden="true"
            strokeWidth={3}
            className="hidden size-3.5 group-data-[state=indeterminate]/checkbox:block"
          />
        </CheckboxPrimitive.Indicator>
      </CheckboxPrimitive.Root>
      <label
        htmlFor={id}
        data-slot="checkbox-label"
        className={cn(
          'text-[0.9375rem] leading-6 text-ds-foreground',
          disabled ? 'cursor-not-allowed opacity-50' : 'cursor-pointer',
        )}
      >
        {label}
      </label>
      <div className="col-start-2 flex flex-col gap-1 empty:hidden">
        <FieldMessages ids={ids} helperText={helperText} errorText={errorText} />
      </div>
    </div>
  );
}
