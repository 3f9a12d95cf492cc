import { cva, type VariantProps } from 'class-variance-authority';

/**
 * Filled by type, as the app's "coloured" toast theme. `text-ds-background` is white in the
 * light theme and near-black in the dark one, where the type colours are lighter; both
 * pairs clear WCAG AA.
 */
export const toastVariants = cva(
  [
    'pointer-events-auto relative flex w-full items-start gap-3 rounded-ds-md py-3 ps-3 pe-2 text-ds-background shadow-ds-elevated',
    'touch-none select-none',
    // Enter from the right edge; exits and swipes follow the pointer (Radix sets the offsets).
    'transition-[translate,opacity] duration-200 ease-out starting:translate-x-6 starting:opacity-0',
    'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
    'data-[swipe=cancel]:translate-x-0',
    'data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x)',
    'motion-reduce:transition-none',
  ],
  {
    variants: {
      type: {
        info: 'bg-ds-info',
        success: 'bg-ds-success',
        warning: 'bg-ds-warning',
        error: 'bg-ds-danger-strong',
      },
    },
    defaultVariants: { type: 'info' },
  },
);

export type ToastVariantProps = VariantProps<typeof toastVariants>;
