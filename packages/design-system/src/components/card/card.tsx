import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';

export const cardVariants = cva('flex flex-col gap-4 rounded-ds-lg border text-ds-foreground', {
  variants: {
    // In dark, surface-raised leaves the brand-blue link and outlined-button text at 4.47:1,
    // under AA; cards sit on the plainer surface there (4.9:1) and keep their border and shadow.
    /** Surface: `default` (raised on light, plain on dark), `outlined` (border only) or `raised` (with a shadow). */
    variant: {
      default: 'border-ds-border bg-ds-surface-raised ds-dark:bg-ds-surface',
      outlined: 'border-ds-border bg-transparent',
      raised:
        'border-transparent bg-ds-surface-raised shadow-ds-elevated ds-dark:border-ds-border ds-dark:bg-ds-surface',
    },
    /** Inner spacing: `none`, `sm`, `md` (the default) or `lg`. */
    padding: {
      none: 'p-0',
      sm: 'p-4',
      md: 'p-6',
      lg: 'p-8',
    },
    /** For cards that are links or buttons as a whole (rendered through `asChild`). */
    interactive: {
      true: [
        'cursor-pointer transition-colors hover:border-ds-primary',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ds-focus',
      ],
      false: '',
    },
  },
  defaultVariants: { variant: 'default', padding: 'md', interactive: false },
});

export type CardVariantProps = VariantProps<typeof cardVariants>;

export interface CardProps extends ComponentProps<'div'>, CardVariantProps {
  /** Render the single child element (a `<section>`, `<article>` or a link) with the card's look. */
  asChild?: boolean;
}

/**
 * A surface that groups related content. Compose it from `CardHeader` (with `CardTitle` and
 * `CardDescription`), `CardContent` and `CardFooter`; every part is optional.
 */
export function Card({ asChild = false, variant, padding, interactive, className, ...rest }: CardProps) {
  const Component = asChild ? Slot : 'div';
  return (
    <Component
      data-slot="card"
      data-variant={variant ?? 'default'}
      className={cn(cardVariants({ variant, padding, interactive }), className)}
      {...rest}
    />
  );
}

export interface CardHeaderProps extends ComponentProps<'div'> {
  /** `CardTitle` and `CardDescription`, and a `CardAction` pinned to the end. */
  children?: ReactNode;
}

/** The top of a card: title and description, with an optional action pinned to the end. */
export function CardHeader({ className, ...rest }: CardHeaderProps) {
  return (
    <div
      data-slot="card-header"
      className={cn(
        'grid grid-cols-1 items-start gap-x-4 gap-y-1 has-[[data-slot=card-action]]:grid-cols-[1fr_auto]',
        className,
      )}
      {...rest}
    />
  );
}

export interface CardTitleProps extends ComponentProps<'h3'> {
  /** Render the single child (for example an `<h2>`) with the title's look, to fit the page's outline. */
  asChild?: boolean;
}

/** The card's heading; an `<h3>` unless another level is passed through `asChild`. */
export function CardTitle({ asChild = false, className, ...rest }: CardTitleProps) {
  const Component = asChild ? Slot : 'h3';
  return (
    <Component
      data-slot="card-title"
      className={cn('col-start-1 text-lg leading-7 font-semibold', className)}
      {...rest}
    />
  );
}

export interface CardDescriptionProps extends ComponentProps<'p'> {
  /** A sentence or two under the title. */
  children?: ReactNode;
}

/** A short line under the title. */
export function CardDescription({ className, ...rest }: CardDescriptionProps) {
  return (
    <p
      data-slot="card-description"
      className={cn('col-start-1 text-sm text-ds-muted', className)}
      {...rest}
    />
  );
}

export interface CardActionProps extends ComponentProps<'div'> {
  /** One control: a menu button or a "View" link. */
  children?: ReactNode;
}

/** A control at the end of the header row, such as a menu or a "View" link. */
export function CardAction({ className, ...rest }: CardActionProps) {
  return (
    <div
      data-slot="card-action"
      className={cn('col-start-2 row-span-2 row-start-1 self-start', className)}
      {...rest}
    />
  );
}

export interface CardContentProps extends ComponentProps<'div'> {
  /** The card's body; its children stack with an even gap. */
  children?: ReactNode;
}

/** The card's main content. */
export function CardContent({ className, ...rest }: CardContentProps) {
  return <div data-slot="card-content" className={cn('flex flex-col gap-3', className)} {...rest} />;
}

export interface CardFooterProps extends ComponentProps<'div'> {
  /** Actions, usually buttons; they wrap onto a second row on narrow cards. */
  children?: ReactNode;
}

/** The bottom row, usually actions; it wraps on narrow cards. */
export function CardFooter({ className, ...rest }: CardFooterProps) {
  return (
    <div
      data-slot="card-footer"
      className={cn('mt-auto flex flex-wrap items-center gap-3', className)}
      {...rest}
    />
  );
}
