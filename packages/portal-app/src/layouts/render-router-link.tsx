import type { RenderLink } from '@ccnets/design-system';
import { LocalizedLink } from '../routes/localized-link';

const isExternal = (href: string) => /^(https?:|mailto:|tel:)/.test(href);

/**
 * The design system's link seam wired to the router: in-app paths navigate client-side (no
 * reload, the lazy page loads with a progress bar) and stay in the page's language; anything
 * else stays a plain anchor.
 */
export const renderRouterLink: RenderLink = ({ href, className, children }) =>
  isExternal(href) ? (
    <a href={href} className={className}>
      {children}
    </a>
  ) : (
    <LocalizedLink to={href} className={className}>
      {children}
    </LocalizedLink>
  );
