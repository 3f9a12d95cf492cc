import { createElement, type ComponentProps } from 'react';

/** Heading levels a section may render its title with; items inside use the next level. */
export type HeadingLevel = 1 | 2 | 3 | 4;

/** The tag for a heading level, capped at h6. */
export function headingTag(level: number): 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' {
  const clamped = Math.min(Math.max(Math.round(level), 1), 6);
  return `h${clamped}` as 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';
}

export interface HeadingProps extends ComponentProps<'h2'> {
  /** 1 to 6; values outside are clamped. */
  level: number;
}

/** A heading whose level the page decides, so every section fits the page outline. */
export function Heading({ level, ...rest }: HeadingProps) {
  return createElement(headingTag(level), rest);
}
