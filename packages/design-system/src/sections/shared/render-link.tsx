import { createElement, type ComponentProps, type ReactElement, type ReactNode } from 'react';

/** What a section hands to `renderLink` for each in-app link it shows. */
export interface RenderLinkProps {
  /** The target path or address. */
  href: string;
  /** The section's classes for the link; pass them on to the rendered element. */
  className?: string;
  /** The link's visible label. */
  children: ReactNode;
}

/**
 * Renders one in-app link. The design system knows no router, so an app that wants client-side
 * navigation passes its own, e.g. `({ href, ...rest }) => <RouterLink to={href} {...rest} />`.
 * The returned element must forward extra props (class, data attributes) to its `<a>`, because
 * sections wrap it in `Button asChild` or `Link asChild`.
 */
export type RenderLink = (props: RenderLinkProps) => ReactElement;

/** The default `renderLink`: a plain anchor, i.e. a full page load. */
export const renderAnchorLink: RenderLink = ({ href, className, children }) => (
  <a href={href} className={className}>
    {children}
  </a>
);

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

/** One entry of a section's list of features, functions, industries or values. */
export interface SectionItem {
  /** Stable key; defaults to the title. */
  id?: string;
  /** Decorative icon, e.g. a lucide-react icon; it is hidden from assistive technology. */
  icon?: ReactNode;
  /** The item's name. */
  title: string;
  /** One or two sentences about it. */
  description?: ReactNode;
}
