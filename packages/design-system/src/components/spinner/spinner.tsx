'use client';

import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { useUiMessages } from '../../locale';
import { SpinnerMarkup } from './spinner-markup';
import { type spinnerVariants } from './spinner-variants';

export interface SpinnerProps extends ComponentProps<'span'>, VariantProps<typeof spinnerVariants> {
  /** Text read by screen readers; pass an empty string when a surrounding element already says it is busy. */
  label?: string;
}

/** An indeterminate progress indicator. */
export function Spinner({ label, ...rest }: SpinnerProps) {
  const messages = useUiMessages();
  return <SpinnerMarkup label={label ?? messages.loading} {...rest} />;
}
