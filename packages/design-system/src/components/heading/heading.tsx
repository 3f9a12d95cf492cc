import { createElement, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { headingSizeForLevel, headingVariants, type HeadingSize } from './heading-variants';

/** Heading levels a section may render its title with; items inside use the next level. */
export type HeadingLevel = 1 | 2 | 3 | 4;

/** The level for a number, rounded and capped to 1–6. */
const clampLevel = (level: number) => Math.min(Math.max(Math.round(level), 1), 6) as 1 | 2 | 3 | 4 | 5 | 6;

export interface HeadingProps extends ComponentProps<'h2'> {
  /** 1 to 6: the element (`h1`…`h6`) and, unless `size` says otherwise, its look. Values outside are clamped. */
  level: number;
  /**
   * How large it looks, when that differs from its level: the outline follows the page, the
   * size follows the design. By level: 1 `xl`, 2 `lg`, 3 `md`, 4 `sm`, 5 `xs`, 6 `2xs`.
   */
  size?: HeadingSize;
}

/**
 * A heading whose level the page decides, so every section fits the page outline. Each level
 * has its size in the type scale; `className` adds to it (and wins where the two disagree).
 */
export function Heading({ level, size, className, ...rest }: HeadingProps) {
  const tagLevel = clampLevel(level);
  return createElement(`h${tagLevel}`, {
    'data-slot': 'heading',
    className: cn(headingVariants({ size: size ?? headingSizeForLevel[tagLevel] }), className),
    ...rest,
  });
}
