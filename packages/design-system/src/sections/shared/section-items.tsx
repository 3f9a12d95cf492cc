import { Link } from '../../components/link/link';
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

export interface ItemLinkProps {
  /** Target address. */
  href: string;
  /** Off-site: opens in a new tab and says so to screen readers. */
  external?: boolean;
  /** Screen-reader hint appended to off-site links. */
  newTabLabel: string;
  /** Router seam for in-app links. */
  renderLink?: RenderLink;
  /** The link text. */
  children: string;
}

/**
 * The title link of a news or paper card. Its `after:` layer stretches over the whole card
 * (which must be `relative`), so the card is one big target while the link text stays short.
 */
export function ItemLink({
  href,
  external = false,
  newTabLabel,
  renderLink = renderAnchorLink,
  children,
}: ItemLinkProps) {
  const classes = "no-underline after:absolute after:inset-0 after:content-[''] hover:underline";
  if (external) {
    return (
      <Link href={href} external variant="nav" className={classes}>
        {children}
        <span className="sr-only"> {newTabLabel}</span>
      </Link>
    );
  }
  return (
    <Link asChild variant="nav" className={classes}>
      {renderLink({ href, children })}
    </Link>
  );
}
