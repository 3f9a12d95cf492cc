import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { spinnerVariants } from './spinner-variants';

export interface SpinnerGlyphProps extends ComponentProps<'span'>, VariantProps<typeof spinnerVariants> {}

/**
 * The spinning ring alone, hidden from assistive technology: for a parent that already says it
 * is busy (a Button with `loading` sets `aria-busy`). It reads no locale, so it is no client
 * component and a server page that renders it sends no JavaScript for it.
 */
export function SpinnerGlyph({ size, className, ...rest }: SpinnerGlyphProps) {
  return (
    <span data-slot="spinner" aria-hidden className={cn('inline-flex items-center', className)} {...rest}>
      <span className={spinnerVariants({ size })} />
    </span>
  );
}
