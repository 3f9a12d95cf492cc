import { cva } from 'class-variance-authority';

/** Class recipe of the `Drawer` panel, by the side it slides in from. */
export const drawerVariants = cva(
  [
    'fixed inset-y-0 z-50 flex h-dvh w-full max-w-(--rrl-drawer-max-width) flex-col',
    'border-ds-border bg-ds-background text-ds-foreground shadow-ds-elevated',
    'transition-transform duration-300 ease-out motion-reduce:transition-none',
    'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ds-focus',
  ],
  {
    variants: {
      /** The edge the drawer slides in from: `left` (the default) or `right`. */
      side: {
        left: 'left-0 border-r starting:-translate-x-full',
        right: 'right-0 border-l starting:translate-x-full',
      },
    },
    defaultVariants: { side: 'left' },
  },
);
