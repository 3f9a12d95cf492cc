import type { ReactNode } from 'react';
import { Link } from '../../components/link/link';
import { renderAnchorLink, type RenderLink } from '../../components/render-link';

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
