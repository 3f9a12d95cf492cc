import { cva, type VariantProps } from 'class-variance-authority';

/**
 * Class recipe of `Heading`: the type scale of titles, exported so other elements can look
 * like a heading. The three display sizes are tight and balanced and grow from `md` up; the
 * text sizes below them are body type in semibold.
 */
export const headingVariants = cva('font-semibold text-ds-foreground', {
  variants: {
    size: {
      xl: 'text-4xl leading-tight tracking-tight text-balance ds-md:text-5xl',
      lg: 'text-3xl leading-tight tracking-tight text-balance ds-md:text-4xl',
      md: 'text-2xl leading-snug tracking-tight text-balance ds-md:text-3xl',
      sm: 'text-xl',
      xs: 'text-lg',
      '2xs': 'text-base',
      '3xs': 'text-sm',
    },
  },
  defaultVariants: { size: 'lg' },
});

export type HeadingSize = NonNullable<VariantProps<typeof headingVariants>['size']>;

/** The size each level has unless told otherwise: h1 the largest, h6 body size. */
export const headingSizeForLevel = {
  1: 'xl',
  2: 'lg',
  3: 'md',
  4: 'sm',
  5: 'xs',
  6: '2xs',
} as const satisfies Record<1 | 2 | 3 | 4 | 5 | 6, HeadingSize>;
