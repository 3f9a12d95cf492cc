import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const linkVariants = cva(
  'rounded-ds-sm underline-offset-4 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ds-focus',
  {
    variants: {
      /** Look: `inline` (underlined, in running text; the default), `nav` (underlined on hover) or `muted`. */
      variant: {
        /** Inline text link: always underlined so it is not told apart by colour alone. */
        inline: 'text-ds-primary-strong underline hover:text-ds-primary-strong-hover ds-dark:text-ds-primary',
        /** Navigation and footer links: underlined on hover. */
        nav: 'text-ds-foreground hover:text-ds-primary-strong hover:underline ds-dark:hover:text-ds-primary',
        muted: 'text-ds-muted hover:text-ds-foreground hover:underline',
      },
    },
    defaultVariants: { variant: 'inline' },
  },
);

export interface LinkProps extends ComponentProps<'a'>, VariantProps<typeof linkVariants> {
  /** Render the single child (for example a router link) with the link's look. */
  asChild?: boolean;
  /** Opens in a new tab with `rel="noopener noreferrer"`. */
  external?: boolean;
}

/** A themed text link; pass a router link as the child with `asChild` for client-side navigation. */
export function Link({ asChild = false, external = false, variant, className, ...rest }: LinkProps) {
  const Component = asChild ? Slot : 'a';
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Component
      data-slot="link"
      className={cn(linkVariants({ variant }), className)}
      {...externalProps}
      {...rest}
    />
  );
}
