'use client';

import * as SwitchPrimitive from '@radix-ui/react-switch';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { describeField, FieldMessages } from '../text-field/field-messages';

export interface SwitchProps extends Omit<
  ComponentProps<typeof SwitchPrimitive.Root>,
  'children' | 'asChild'
> {
  /** The visible label; it names the switch and clicking it toggles the switch. */
  label: ReactNode;
  /** A hint under the label, linked with `aria-describedby`. */
  helperText?: ReactNode;
  /** An error under the label, announced when it appears. */
  errorText?: ReactNode;
  /** Shows a busy state (the change is being saved); the switch ignores presses meanwhile. */
  pending?: boolean;
  /** Classes for the outer wrapper; `className` styles the track. */
  wrapperClassName?: string;
}

/**
 * An on/off switch on Radix (`role="switch"`, Space and Enter toggle it), with its label
 * beside it. Pass `checked`/`onCheckedChange` to control it. While `pending`, the switch keeps
 * its focus and place but reports `aria-busy` and ignores presses, so a save in flight cannot
 * be doubled.
 */
export function Switch({
  id: idProp,
  label,
  helperText,
  errorText,
  pending = false,
  disabled,
  className,
  wrapperClassName,
  onCheckedChange,
  'aria-describedby': describedByProp,
  ...rest
}: SwitchProps) {
  const generatedId = useId();
  const id = idProp ?? generatedId;
  const { ids, invalid, describedBy } = describeField(id, { helperText, errorText }, describedByProp);

  return (
    <div
      data-slot="switch-field"
      data-invalid={invalid || undefined}
      className={cn('grid grid-cols-[1fr_auto] items-start gap-x-4 gap-y-1', wrapperClassName)}
    >
      <label
        htmlFor={id}
        data-slot="switch-label"
        className={cn(
          'text-[0.9375rem] leading-6 font-medium text-ds-foreground',
          disabled ? 'cursor-not-allowed opacity-50' : 'cursor-pointer',
        )}
      >
        {label}
      </label>
      <SwitchPrimitive.Root
        id={id}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        aria-busy={pending || undefined}
        data-slot="switch"
        data-pending={pending || undefined}
        // aria-disabled would hide the pending switch from some screen readers' form mode; the
        // handler ignoring presses keeps it focusable and readable while the save runs.
        onCheckedChange={(checked) => {
          if (!pending) onCheckedChange?.(checked);
        }}
        className={cn(
          'peer relative row-span-2 inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
          'bg-ds-muted data-[state=checked]:bg-ds-primary-strong',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ds-focus',
          'disabled:cursor-not-allowed disabled:opacity-50 data-pending:cursor-progress data-pending:opacity-70',
          className,
        )}
        {...rest}
      >
        <SwitchPrimitive.Thumb
          data-slot="switch-thumb"
          className="pointer-events-none block size-5 rounded-full bg-ds-on-overlay shadow-sm transition-transform data-[state=checked]:translate-x-5 data-[state=unchecked]:translate-x-0 rtl:data-[state=checked]:-translate-x-5"
        />
      </SwitchPrimitive.Root>
      <div className="col-start-1 flex flex-col gap-1 empty:hidden">
        <FieldMessages ids={ids} helperText={helperText} errorText={errorText} />
      </div>
    </div>
  );
}
