import type { VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { spinnerVariants } from './spinner-variants';

export interface SpinnerMarkupProps
  extends Omit<ComponentProps<'span'>, 'children'>, VariantProps<typeof spinnerVariants> {
  /** What screen readers hear; an empty string makes the spinner decorative. */
  label: ReactNode;
}

/**
 * The spinner's markup with its label given: a server component, so a server component that
 * shows a spinner (a loading Table) can pass a label that is itself a small client part
 * (`<UiText message="loading" />`) and send nothing else. `Spinner` is this with the label
 * read from LocaleProvider.
 */
export function SpinnerMarkup({ size, label, className, ...rest }: SpinnerMarkupProps) {
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
