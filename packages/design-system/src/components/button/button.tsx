import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { SpinnerMarkup } from '../spinner/spinner-markup';
import { buttonVariants, type ButtonVariantProps } from './button-variants';

type NativeButtonProps = Omit<ComponentProps<'button'>, 'ref'> & {
  /** The rendered `<button>` (or `<a>` with `href`), e.g. to focus it. */
  ref?: React.Ref<HTMLButtonElement>;
};

export interface ButtonProps extends NativeButtonProps, ButtonVariantProps {
  /** Render the single child element (for example a router link) with the button's look. */
  asChild?: boolean;
  /** Renders an `<a>` to this address instead of a `<button>`. */
  href?: string;
  /** Shows a spinner, marks the button busy and blocks further clicks. */
  loading?: boolean;
  /** Icon shown before the label. */
  startIcon?: ReactNode;
  /** Icon shown after the label. */
  endIcon?: ReactNode;
}

// Cites docs/product.md#look-and-feel.
/** RemoteRL's button: primary, outlined, danger and light-on-dark looks, as a button or a link. */
export function Button({
  asChild = false,
  href,
  loading = false,
  disabled,
  variant,
  size,
  fullWidth,
  startIcon,
  endIcon,
  className,
  children,
  type = 'button',
  ref,
  ...rest
}: ButtonProps) {
  const classes = cn(buttonVariants({ variant, size, fullWidth }), className);
  const dataAttributes = { 'data-slot': 'button', 'data-variant': variant ?? 'primary' };

  if (asChild) {
    return (
      <Slot className={classes} {...dataAttributes} {...rest}>
        {children}
      </Slot>
    );
  }

  const content = (
    <>
      {loading ? <SpinnerMarkup size="sm" label="" /> : startIcon}
      {children}
      {endIcon}
    </>
  );

  if (href !== undefined) {
    const isInert = disabled || loading;
    return (
      <a
        href={isInert ? undefined : href}
        aria-disabled={isInert || undefined}
        aria-busy={loading || undefined}
        className={classes}
        {...dataAttributes}
        {...(rest as ComponentProps<'a'>)}
      >
        {content}
      </a>
    );
  }

  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={classes}
      {...dataAttributes}
      {...rest}
    >
      {content}
    </button>
  );
}
