import { cva, type VariantProps } from 'class-variance-authority';

/** Class recipe of `Button`, exported so links and other elements can look like buttons. */
export const buttonVariants = cva(
  [
    'inline-flex items-center justify-center gap-2 rounded-ds-button font-medium normal-case',
    'border whitespace-nowrap transition-colors select-none',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ds-focus',
    'disabled:pointer-events-none disabled:opacity-50',
    'aria-disabled:pointer-events-none aria-disabled:opacity-50',
  ],
  {
    variants: {
      /**
       * Look: `primary` (filled, the default), `outlined`, `danger`, or `light` on dark bands.
       * Pressed (`active:`) is one step past hover: the brand's `primary-strong-active` on the
       * filled button, twice the hover's tint on the others.
       */
      variant: {
        primary:
          'border-transparent bg-ds-primary-strong text-ds-primary-foreground hover:bg-ds-primary-strong-hover active:bg-ds-primary-strong-active',
        outlined:
          'border-ds-primary bg-transparent text-ds-primary-strong hover:bg-ds-primary/10 active:bg-ds-primary/20 ds-dark:text-ds-primary',
        danger:
          'border-ds-danger bg-transparent text-ds-danger-strong hover:bg-ds-danger/10 active:bg-ds-danger/20',
        light:
          'border-ds-on-overlay/80 bg-transparent text-ds-on-overlay hover:bg-ds-on-overlay/10 active:bg-ds-on-overlay/20',
      },
      /** Height and padding: `sm`, `md` (the default) or `lg`. */
      size: {
        sm: 'min-h-8 px-4 py-1 text-sm',
        md: 'min-h-10 px-ds-button-x py-ds-button-y text-[0.9375rem]',
        lg: 'min-h-12 px-8 py-3 text-base',
      },
      /** Stretches the button to the width of its container. */
      fullWidth: {
        true: 'w-full',
        false: '',
      },
    },
    defaultVariants: {
      variant: 'primary',
      size: 'md',
      fullWidth: false,
    },
  },
);

export type ButtonVariantProps = VariantProps<typeof buttonVariants>;
