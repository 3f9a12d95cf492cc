'use client';

import { ExternalLink } from '../../icons';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useUiMessages, type UiMessages } from '../../locale';
import { renderAnchorLink, type RenderLink } from '../../components/render-link';
import { Container } from '../../components/container/container';
import { Link, linkVariants } from '../../components/link/link';

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
function FooterLinkItem({ link, renderLink, opensInNewTabLabel }: FooterLinkItemProps) {
  if (!link.external) {
    return renderLink({ href: link.href, className: footerLinkClass, children: link.title });
  }
  return (
    // Inline, not flex: when the title wraps, the icon follows its last word instead of
    // standing at the far edge of a full-width box.
    <Link href={link.href} external variant="muted" className="text-sm">
      {link.title}
      <ExternalLink aria-hidden="true" className="ml-1 inline-block size-3.5 align-[-0.125em]" />
      <span className="sr-only"> {opensInNewTabLabel}</span>
    </Link>
  );
}

/** Every visible or announced string of the footer besides the links themselves. */
export interface FooterLabels {
  /** Follows "© {year} {copyrightHolder}." in the copyright line. */
  rightsReserved: string;
  /** Accessible name of the footer's link navigation. */
  navigation: string;
  /** Announced after outside links. */
  opensInNewTab: string;
}

/** The footer's strings in the active locale's built-in wording. */
function builtInFooterLabels(messages: UiMessages): FooterLabels {
  return {
    rightsReserved: messages.rightsReserved,
    navigation: messages.footerNavigation,
    opensInNewTab: messages.opensInNewTab,
  };
}

export interface FooterProps extends Omit<ComponentProps<'footer'>, 'children'> {
  /** `short`: copyright line and links; `long`: adds the grouped link columns above. */
  variant?: 'short' | 'long';
  /** Name in the copyright line, e.g. "CCNets, Inc.". */
  copyrightHolder: string;
  /** Copyright year; the current year when left out (inject it in stories and tests). */
  year?: number;
  /** The company's outside links (LinkedIn, Blog); set `external` on them. */
  companyLinks: readonly FooterLink[];
  /** The Terms link, shown beside the company links. */
  termsLink?: FooterLink;
  /** Link columns of the long variant. */
  groups?: readonly FooterLinkGroup[];
  /** Heading level of the column titles, to fit the page outline. */
  groupHeadingLevel?: 2 | 3 | 4;
  /** Logo or short statement shown before the columns of the long variant. */
  brand?: ReactNode;
  /** Renders in-app links (e.g. with the app's router); a plain `<a>` by default. */
  renderLink?: RenderLink;
  /** Visible strings; the locale's built-in wording by default. */
  labels?: Partial<FooterLabels>;
}

/** The public footer: the same copyright line on every width, company links, Terms, and optional link columns. */
export function Footer({
  variant = 'short',
  copyrightHolder,
  year,
  companyLinks,
  termsLink,
  groups = [],
  groupHeadingLevel = 2,
  brand,
  renderLink = renderAnchorLink,
  labels: labelOverrides,
  className,
  ...rest
}: FooterProps) {
  const labels = { ...builtInFooterLabels(useUiMessages()), ...labelOverrides };
  const shownYear = year ?? new Date().getFullYear();
  const isLong = variant === 'long';
  const GroupHeading = `h${groupHeadingLevel}` as const;
  const bottomLinks = termsLink ? [termsLink, ...companyLinks] : companyLinks;
  const linkItem = (link: FooterLink) => (
    <li key={`${link.title}-${link.href}`}>
      <FooterLinkItem link={link} renderLink={renderLink} opensInNewTabLabel={labels.opensInNewTab} />
    </li>
  );

  const bottomList = (
    <ul className="flex flex-wrap items-center gap-x-5 gap-y-2">{bottomLinks.map(linkItem)}</ul>
  );

  return (
    <footer
      data-slot="footer"
      data-variant={variant}
      className={cn('border-t border-ds-border bg-ds-surface text-ds-foreground', className)}
      {...rest}
    >
      {isLong ? (
        <Container className="flex flex-col gap-10 pt-12 pb-8 ds-lg:flex-row">
          {brand ? <div className="max-w-xs shrink-0 text-sm text-ds-muted">{brand}</div> : null}
          <nav aria-label={labels.navigation} className="flex-1">
            <div className="grid grid-cols-2 gap-8 ds-sm:grid-cols-3 ds-lg:grid-cols-5">
              {groups.map((group) => (
                <div key={group.title} data-slot="footer-group" className="flex flex-col gap-3">
                  <GroupHeading className="text-sm font-semibold text-ds-foreground">
                    {group.title}
                  </GroupHeading>
                  <ul className="flex flex-col gap-2">{group.links.map(linkItem)}</ul>
                </div>
              ))}
            </div>
          </nav>
        </Container>
      ) : null}
      <Container
        className={cn(
          'flex flex-col gap-3 py-6 ds-md:flex-row ds-md:items-center ds-md:justify-between',
          isLong && 'border-t border-ds-border',
        )}
      >
        <p data-slot="footer-copyright" className="text-sm text-ds-muted">
          © {shownYear} {withFullStop(copyrightHolder)} {labels.rightsReserved}
        </p>
        {isLong ? bottomList : <nav aria-label={labels.navigation}>{bottomList}</nav>}
      </Container>
    </footer>
  );
}

/** "CCNets" becomes "CCNets." while "CCNets, Inc." keeps its single full stop. */
function withFullStop(text: string): string {
  return text.endsWith('.') ? text : `${text}.`;
}
