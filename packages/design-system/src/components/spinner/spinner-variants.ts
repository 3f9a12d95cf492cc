import { cva } from 'class-variance-authority';

/** Class recipe of the spinner; a plain function, so servers can call it too. */
export const spinnerVariants = cva(
  'inline-block animate-spin rounded-full border-2 border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]',
  {
    variants: {
      /** Diameter: `sm` (16 px), `md` (24 px, the default) or `lg` (40 px). */
      size: { sm: 'size-4', md: 'size-6', lg: 'size-10' },
    },
    defaultVariants: { size: 'md' },
  },
);
