import { Footer } from '@ccnets/design-system';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { localizedPath, unprefixedPath as unprefixed } from '../i18n/localized-path';
import { SUPPORTED_LANGUAGES } from '../i18n/languages';
import { brand } from '../config/brand';
import { Island } from '../islands/island';
import type { TopBarIslandProps } from '../islands/top-bar-island';
import { usePageLanguage } from '../routes/localized-link';
import { paths, USER_AREA_HOME } from '../config/paths';
import { sitePages, type PageEntry } from '../config/page-registry';
import { BrandLogo } from './brand-logo';
import { renderRouterLink } from './render-router-link';
import { companyLinks, footerGroups, navigationLinks, termsLink } from './site-links';

/** Routes ask for the long footer with `handle: { footer: 'long' }`. */
function useFooterVariant(): 'short' | 'long' {
  const matches = useMatches();
  const wantsLong = matches.some(
    (match) => (match.handle as { footer?: string } | undefined)?.footer === 'long',
  );
  return wantsLong ? 'long' : 'short';
}

/**
 * The frame of the marketing pages and the sign-in pages: top bar (with the drawer on narrow
 * screens), the page, the footer. The top bar is an island (islands/top-bar-island.tsx): a
 * prerendered page hydrates it alone, with the props written here; its signed-in look comes
 * from the stored session (before the first paint through `<html data-session>`).
 */
export function PublicLayout({ registry = sitePages }: { registry?: readonly PageEntry[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const language = usePageLanguage();
  const footerVariant = useFooterVariant();
  // Twins by this layout's registry (the site's, or a test's with a fixture page added).
  const hasTwins = (href: string) => registry.some((page) => page.prerender && page.path === href);
  const localize = (href: string) => (hasTwins(href) ? localizedPath(href, language) : href);

  const topBar: TopBarIslandProps = {
    language,
    homeHref: localize(paths.home),
    homeLabel: t('common.homeLink', { product: brand.productName }),
    links: navigationLinks(t, registry).map((link) => ({ ...link, href: localize(link.href) })),
    currentHref: pathname,
    loginHref: localize(paths.login),
    dashboardHref: USER_AREA_HOME,
    loggedOutHref: localize(paths.home),
    logOutFailed: t('common.nav.logOutFailed'),
    languages: SUPPORTED_LANGUAGES.map((option) => ({
      value: option,
      label: t(`common.language.${option}`),
      // A page with twins opens its twin; elsewhere the choice is only stored.
      href: hasTwins(unprefixed(pathname)) ? localizedPath(pathname, option) : null,
    })),
  };

  // The design system's PublicLayout frame, with the top bar mounted as an island.
  return (
    <div data-slot="public-layout" className="flex min-h-dvh flex-col bg-ds-background text-ds-foreground">
      <Island name="top-bar" props={topBar} />
      {/* tabIndex -1 lets the skip link move focus here; ids get a margin below the fixed bar. */}
      <main id="main-content" tabIndex={-1} className="flex-1 pt-16 outline-none [&_[id]]:scroll-mt-20">
        <Outlet />
      </main>
      <Footer
        renderLink={renderRouterLink}
        variant={footerVariant}
        copyrightHolder={brand.copyrightHolder}
        companyLinks={companyLinks(t)}
        termsLink={termsLink(t)}
        groups={footerVariant === 'long' ? footerGroups(t, registry) : []}
        brand={
          <div className="flex flex-col gap-3">
            <BrandLogo />
            <p>{t('common.footer.tagline')}</p>
          </div>
        }
      />
    </div>
  );
}
