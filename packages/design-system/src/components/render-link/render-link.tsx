import type { ReactElement, ReactNode } from 'react';

/** What a component hands to `renderLink` for each in-app link it shows. */
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
 * components wrap it in `Button asChild` or `Link asChild`.
 */
export type RenderLink = (props: RenderLinkProps) => ReactElement;

/** The default `renderLink`: a plain anchor, i.e. a full page load. */
export const renderAnchorLink: RenderLink = ({ href, className, children }) => (
  <a href={href} className={className}>
    {children}
  </a>
);
