import { cva, type VariantProps } from 'class-variance-authority';

/**
 * The bordered frame around the input and its optional adornment. The frame, not the
 * input, draws the border and focus ring so a trailing button sits inside the same box.
 */
export const textFieldFrameVariants = cva(
  [
    'relative flex items-start rounded-ds-button border bg-ds-background text-ds-foreground transition-colors',
    'has-[[data-slot=text-field-control]:focus-visible]:outline-2',
    'has-[[data-slot=text-field-control]:focus-visible]:outline-offset-2',
    'has-[[data-slot=text-field-control]:focus-visible]:outline-ds-focus',
  ],
  {
    variants: {
      state: {
        // control-border, not border: the edge is what shows an empty field is there, so it
        // needs 3:1 on the page (WCAG 1.4.11); dividers and cards keep the lighter border.
        normal: 'border-ds-control-border hover:border-ds-muted',
        invalid: 'border-ds-danger',
        readOnly: 'border-ds-control-border bg-ds-surface',
        // A disabled control is exempt from 1.4.11, and a fainter edge tells it apart.
        disabled: 'border-ds-border bg-ds-surface opacity-60',
      },
    },
    defaultVariants: { state: 'normal' },
  },
);

/** Classes shared by the single-line input and the multi-line textarea. */
export const textFieldControlClasses = [
  'min-h-10 w-full min-w-0 flex-1 bg-transparent px-3 py-2 text-[0.9375rem] leading-6',
  'placeholder:text-ds-muted focus:outline-none disabled:cursor-not-allowed',
  // Number inputs keep their native stepper, which is how the price's steps of 10 are discoverable (docs/product.md#forms).
  '[&[type=number]]:tabular-nums',
].join(' ');

export type TextFieldFrameVariantProps = VariantProps<typeof textFieldFrameVariants>;
