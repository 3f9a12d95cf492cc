import type { FooterLink, FooterLinkGroup, PageLink } from '@ccnets/design-system';
import type { TFunction } from 'i18next';
import { brand } from '../config/brand';
import { paperLinks } from '../content/research';
import { publicPaths } from '../routes/paths';

/** The top bar's and drawer's page links (spec §2): About, Pricing, Contact, Get started. */
export function navigationLinks(t: TFunction): PageLink[] {
  return [
    { title: t('common.nav.about'), href: publicPaths.about },
    { title: t('common.nav.pricing'), href: publicPaths.pricing },
    { title: t('common.nav.contact'), href: publicPaths.contact },
    { title: t('common.nav.getStarted'), href: publicPaths.getStarted },
  ];
}

/** The company's outside links shown in every footer. */
export function companyLinks(t: TFunction): FooterLink[] {
  return [
    { title: t('common.footer.links.linkedIn'), href: brand.linkedInUrl, external: true },
    { title: t('common.footer.links.blog'), href: brand.blogUrl, external: true },
  ];
}

export function termsLink(t: TFunction): FooterLink {
  return { title: t('common.footer.links.terms'), href: publicPaths.terms };
}

/** The long footer's columns (spec §1 lists its entries). */
export function footerGroups(t: TFunction): FooterLinkGroup[] {
  const link = (key: string, href: string, external = false): FooterLink => ({
    title: t(`common.footer.links.${key}`),
    href,
    external,
  });
  const [framework = brand.githubUrl, cooperative = brand.githubUrl, invertible = brand.githubUrl] =
    paperLinks;
  return [
    {
      title: t('common.footer.groups.services'),
      links: [
        link('home', publicPaths.home),
        link('reinforcementLearning', publicPaths.getStarted),
        link('pricing', publicPaths.pricing),
      ],
    },
    {
      title: t('common.footer.groups.company'),
      links: [
        link('aboutUs', publicPaths.about),
        link('contactUs', publicPaths.contact),
        link('terms', publicPaths.terms),
        link('dataPolicy', publicPaths.dataPolicy),
        link('cookiePolicy', publicPaths.cookiePolicy),
      ],
    },
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
