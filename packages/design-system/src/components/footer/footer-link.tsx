import { ExternalLink } from 'lucide-react';
import type { RenderLink } from '../../sections/shared/render-link';
import { Link, linkVariants } from '../link/link';

/** One footer link. */
export interface FooterLink {
  /** Visible label. */
  title: string;
  /** In-app path, or an outside address when `external` is set. */
  href: string;
  /** Opens in a new tab as a plain anchor instead of going through `renderLink`. */
  external?: boolean;
}

/** A titled column of links in the long footer. */
export interface FooterLinkGroup {
  title: string;
  links: readonly FooterLink[];
}

interface FooterLinkItemProps {
  link: FooterLink;
  renderLink: RenderLink;
  /** Announced after an outside link's label, e.g. "(opens in a new tab)". */
  opensInNewTabLabel: string;
}

const footerLinkClass = linkVariants({
  variant: 'muted',
  className: 'inline-flex items-center gap-1 text-sm',
});

/** Renders an in-app link through `renderLink`, an outside one as a new-tab anchor marked as such. */
export function FooterLinkItem({ link, renderLink, opensInNewTabLabel }: FooterLinkItemProps) {
  if (!link.external) {
    return renderLink({ href: link.href, className: footerLinkClass, children: link.title });
  }
  return (
    <Link href={link.href} external variant="muted" className={footerLinkClass}>
      {link.title}
      <ExternalLink aria-hidden="true" className="size-3.5" />
      <span className="sr-only"> {opensInNewTabLabel}</span>
    </Link>
  );
}
