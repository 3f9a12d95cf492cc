import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const iconButtonVariants = cva(
  [
    'inline-flex shrink-0 items-center justify-center rounded-ds-button border transition-colors',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ds-focus',
    'disabled:pointer-events-none disabled:opacity-50',
  ],
  {
    variants: {
      /** Look: `ghost` (the default), `outlined`, or `light` on dark bands. */
      variant: {
        ghost:
          'border-transparent bg-transparent text-ds-foreground hover:bg-ds-foreground/8 active:bg-ds-foreground/16',
        outlined:
          'border-ds-border bg-transparent text-ds-foreground hover:bg-ds-foreground/8 active:bg-ds-foreground/16',
        light:
          'border-transparent bg-transparent text-ds-on-overlay hover:bg-ds-on-overlay/15 active:bg-ds-on-overlay/30',
      },
      /** Square size: `sm` (32 px), `md` (40 px, the default) or `lg` (48 px). */
      size: {
        sm: 'size-8 [&_svg]:size-4',
        md: 'size-10 [&_svg]:size-5',
        lg: 'size-12 [&_svg]:size-6',
      },
    },
    defaultVariants: { variant: 'ghost', size: 'md' },
  },
);

export interface IconButtonProps
  extends Omit<ComponentProps<'button'>, 'aria-label' | 'children'>, VariantProps<typeof iconButtonVariants> {
  /** The accessible name; required because the button shows only an icon. */
  label: string;
  /** The icon, usually a lucide-react component; it is hidden from assistive technology. */
  icon: ReactNode;
  /** Render the single child element with the icon button's look (for example a link). */
  asChild?: boolean;
}

/** A square button that shows only an icon and always carries an accessible name. */
export function IconButton({
  label,
  icon,
  variant,
  size,
  asChild = false,
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  const classes = cn(iconButtonVariants({ variant, size }), className);
  const glyph = (
    <span aria-hidden="true" className="inline-flex">
      {icon}
    </span>
  );
  if (asChild) {
    return (
      <Slot aria-label={label} title={label} data-slot="icon-button" className={classes} {...rest}>
        {glyph}
      </Slot>
    );
  }
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      data-slot="icon-button"
      className={classes}
      {...rest}
    >
      {glyph}
    </button>
  );
}
