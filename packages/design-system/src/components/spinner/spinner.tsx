'use client';

import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { useUiMessages } from '../../locale';
import { spinnerVariants } from './spinner-variants';

export interface SpinnerProps extends ComponentProps<'span'>, VariantProps<typeof spinnerVariants> {
  /** Text read by screen readers; pass an empty string when a surrounding element already says it is busy. */
  label?: string;
}

/** An indeterminate progress indicator. */
export function Spinner({ size, label: labelProp, className, ...rest }: SpinnerProps) {
  const messages = useUiMessages();
  const label = labelProp ?? messages.loading;
  const decorative = label === '';
  return (
    <span
      data-slot="spinner"
      role={decorative ? undefined : 'status'}
      aria-hidden={decorative || undefined}
      className={cn('inline-flex items-center', className)}
      {...rest}
    >
      <span className={spinnerVariants({ size })} />
      {decorative ? null : <span className="sr-only">{label}</span>}
    </span>
  );
}
