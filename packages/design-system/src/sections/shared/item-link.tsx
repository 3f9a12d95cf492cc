import { Link } from '../../components/link/link';
import { renderAnchorLink, type RenderLink } from './render-link';

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
