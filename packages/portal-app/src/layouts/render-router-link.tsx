import type { RenderLink } from '@ccnets/design-system';
import { Link } from 'react-router-dom';

const isExternal = (href: string) => /^(https?:|mailto:|tel:)/.test(href);

/**
 * The design system's link seam wired to the router: in-app paths navigate client-side (no
 * reload, the lazy page loads with a progress bar), anything else stays a plain anchor.
 */
export const renderRouterLink: RenderLink = ({ href, className, children }) =>
  isExternal(href) ? (
    <a href={href} className={className}>
      {children}
    </a>
  ) : (
    <Link to={href} className={className}>
      {children}
    </Link>
  );
