import type { ComponentProps } from 'react';

/** A brand's mark drawn as an inline SVG. It is decorative: the control around it names it. */
export interface BrandMarkProps extends Omit<ComponentProps<'svg'>, 'children'> {
  /** Sizes the mark (e.g. `size-5`); LinkedIn's takes the text colour, Google's keeps its own. */
  className?: string;
}
