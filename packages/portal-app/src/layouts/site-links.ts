import type { FooterLink, FooterLinkGroup, PageLink } from '@ccnets/design-system';
import type { TFunction } from 'i18next';
import { brand } from '../config/brand';
import { paperLinks } from '../content/research';
import { paths } from '../config/paths';
import { sitePages, type FooterGroup, type PageEntry } from '../config/page-registry';

/** The pages with a place (`position`), in their places' order. */
export const inOrder = (registry: readonly PageEntry[], position: (page: PageEntry) => number | undefined) =>
  registry.filter((page) => position(page) !== undefined).sort((a, b) => position(a)! - position(b)!);

/**
 * A page's link label in a place: written with the page's own texts (`pageLinks.<name>` in its
 * locale area), which the build copies into the frame's (build/page-link-labels.ts).
 */
export const linkLabelKey = (name: string, place: 'topBar' | 'footer') => `pageLinks.${name}.${place}`;

/** The top bar's and drawer's page links, from the registry (About, Pricing, Contact, Get started). */
export function navigationLinks(t: TFunction, registry: readonly PageEntry[] = sitePages): PageLink[] {
  return inOrder(registry, (page) => page.topBar).map(({ name, path }) => ({
    title: t(linkLabelKey(name, 'topBar')),
    href: path,
  }));
}

/** The company's outside links shown in every footer. */
export function companyLinks(t: TFunction): FooterLink[] {
  return [
    { title: t('common.footer.links.linkedIn'), href: brand.linkedInUrl, external: true },
    { title: t('common.footer.links.blog'), href: brand.blogUrl, external: true },
  ];
}

export function termsLink(t: TFunction): FooterLink {
  return { title: t(linkLabelKey('terms', 'footer')), href: paths.terms };
}

/** The long footer's columns: the registry's pages first, then the outside links. */
export function footerGroups(t: TFunction, registry: readonly PageEntry[] = sitePages): FooterLinkGroup[] {
  const link = (key: string, href: string, external = false): FooterLink => ({
    title: t(`common.footer.links.${key}`),
    href,
    external,
  });
  const [framework = brand.githubUrl, cooperative = brand.githubUrl, invertible = brand.githubUrl] =
    paperLinks;
  const pageGroup = (group: FooterGroup): FooterLinkGroup => ({
    title: t(`common.footer.groups.${group}`),
    links: inOrder(registry, (page) => (page.footer?.group === group ? page.footer.position : undefined)).map(
      ({ name, path }) => ({ title: t(linkLabelKey(name, 'footer')), href: path, external: false }),
    ),
  });
  return [
    pageGroup('services'),
    pageGroup('company'),
    {
      title: t('common.footer.groups.causalLearning'),
      links: [
        link('causalRl', invertible, true),
        link('publicationFramework', framework, true),
        link('publicationCooperative', cooperative, true),
        link('publicationInvertible', invertible, true),
      ],
    },
    {
      title: t('common.footer.groups.resources'),
      links: [
        link('github', brand.githubUrl, true),
        link('publication', framework, true),
        link('community', `${brand.githubUrl}/issues`, true),
      ],
    },
    {
      title: t('common.footer.groups.contact'),
      links: [
        // Not "external": a mail link opens the mail program, not a new tab.
        link('email', `mailto:${brand.contactEmail}`),
        link('linkedIn', brand.linkedInUrl, true),
        link('blog', brand.blogUrl, true),
      ],
    },
  ];
}
