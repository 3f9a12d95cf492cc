import { cva } from 'class-variance-authority';

/** Class recipe of the dialog; a plain function, so servers can call it too. */
export const dialogContentVariants = cva(
  [
    'fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 flex-col',
    // The page background, not surface-raised: outlined buttons' brand-blue text needs it for 4.5:1 in dark.
    'rounded-ds-lg border border-ds-border bg-ds-background text-ds-foreground shadow-ds-elevated',
    'transition-[opacity,scale] duration-200 ease-out motion-reduce:transition-none starting:scale-95 starting:opacity-0',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ds-focus',
  ],
  {
    variants: {
      /** Largest width: `sm`, `md` (the default) or `lg`. */
      size: {
        sm: 'max-w-sm',
        md: 'max-w-lg',
        lg: 'max-w-2xl',
      },
    },
    defaultVariants: { size: 'md' },
  },
);
