import type { FooterLink, FooterLinkGroup } from './footer';

/* Story data for the footer and the public layout; not part of the package API. */

export const companyLinks: FooterLink[] = [
  { title: 'LinkedIn', href: 'https://www.linkedin.com/company/ccnets', external: true },
  { title: 'Blog', href: 'https://blog.naver.com/ccnets', external: true },
];

export const koreanCompanyLinks: FooterLink[] = [
  { title: '링크드인', href: 'https://www.linkedin.com/company/ccnets', external: true },
  { title: '블로그', href: 'https://blog.naver.com/ccnets', external: true },
];

export const termsLink: FooterLink = { title: 'Terms', href: '/terms' };

/** The long footer's columns, with a link in each place (docs/product.md#public-layout). */
export const longFooterGroups: FooterLinkGroup[] = [
  {
    title: 'Services',
    links: [
      { title: 'Home', href: '/' },
      { title: 'Reinforcement learning', href: '/get-remoterl' },
    ],
  },
  {
    title: 'Company',
    links: [
      { title: 'About us', href: '/about' },
      { title: 'Contact us', href: '/contact' },
      { title: 'Terms', href: '/terms' },
    ],
  },
  {
    title: 'Causal Learning',
    links: [
      { title: 'Causal RL', href: '/about#research' },
      { title: 'Causal learning frameworks', href: '/about#causal-learning-frameworks' },
      {
        title: 'Cooperative architecture for unsupervised learning of causal relationships',
        href: '/about#cooperative-architecture',
      },
      {
        title: 'Invertible-reasoning policy with reverse dynamics for causal RL',
        href: '/about#invertible-reasoning-policy',
      },
    ],
  },
  {
    title: 'Resources',
    links: [
      { title: 'Github', href: 'https://github.com/ccnets-team/remoterl', external: true },
      { title: 'Publication', href: '/about#publications' },
    ],
  },
  {
    title: 'Community',
    links: [
      { title: 'Contact', href: '/contact' },
      { title: 'LinkedIn', href: 'https://www.linkedin.com/company/ccnets', external: true },
      { title: 'Blog', href: 'https://blog.naver.com/ccnets', external: true },
    ],
  },
];

/** A fixed clock for a story: `new Date()` without arguments returns `iso`; everything else is real. */
export function fixClock(iso: string): () => () => void {
  return () => {
    const RealDate = globalThis.Date;
    class FixedDate extends RealDate {
      constructor(...args: ConstructorParameters<typeof Date> | []) {
        if (args.length === 0) super(iso);
        else super(...(args as ConstructorParameters<typeof Date>));
      }
    }
    globalThis.Date = FixedDate as DateConstructor;
    return () => {
      globalThis.Date = RealDate;
    };
  };
}
