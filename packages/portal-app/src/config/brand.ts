/**
 * Every brand fact in one place: the product and company names, how to reach the company and
 * where it is. Pages, the footer, policy texts (through i18next interpolation) and the head
 * tags read them from here, so a change of address or e-mail is a one-line edit.
 * The static files in `public/` (robots.txt, sitemap.xml) repeat `siteUrl`; a unit test keeps
 * them in step.
 */
export const brand = {
  productName: 'RemoteRL',
  /** The Python package and the get-started route's suffix (`/get-remoterl`). */
  productSlug: 'remoterl',
  companyName: 'CCNets',
  /** Legal name used in the copyright line. */
  copyrightHolder: 'CCNets, Inc.',
  siteUrl: 'https://remoterl.com',
  contactEmail: 'support@ccnets.org',
  /** Careers are by apply-by-email (docs/product.md#public-pages: About, the company section). */
  careersEmail: 'support@ccnets.org',
  linkedInUrl: 'https://www.linkedin.com/company/ccnets',
  blogUrl: 'https://blog.naver.com/ccnets',
  githubUrl: 'https://github.com/ccnets-team/remoterl',
  /** The postal address, one line per entry, in each interface language. */
  postalAddress: {
    en: ['CCNets, Inc.', '48 Centum jungang-ro, Haeundae-gu', 'Busan 48059, South Korea'],
    ko: ['(주)씨씨넷츠', '부산광역시 해운대구 센텀중앙로 48', '우편번호 48059, 대한민국'],
  },
  /** The home page's demo video on YouTube (the one the company's own site embeds). */
  demoVideoId: 'mbfBe1lMhIY',
} as const;

export type Brand = typeof brand;

/** The address lines in the given language, English for anything else. */
export function postalAddressLines(language: string): readonly string[] {
  return language.startsWith('ko') ? brand.postalAddress.ko : brand.postalAddress.en;
}

/** "© 2026 CCNets, Inc." — the year comes from the current date on every screen size (docs/decisions.md#fixes-to-the-product-description). */
export function copyrightYear(now: Date = new Date()): number {
  return now.getFullYear();
}
