import { PublicLayout as PublicFrame, toast } from '@ccnets/design-system';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router-dom';
import { unprefixedPath } from '../i18n/localized-path';
import { brand } from '../config/brand';
import { useAccount } from '../account';
import { useLocalizedNavigate } from '../routes/localized-link';
import { paths, USER_AREA_HOME } from '../config/paths';
import { sitePages, type PageEntry } from '../config/page-registry';
import { BrandLogo } from './brand-logo';
import { Preferences } from './preferences';
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
 * screens), the page, the footer. The signed-in look comes from the persisted user store: before
 * the first paint through `<html data-session>`, from hydration on through the store (see
 * useAccount); the auth listener (started after first paint) corrects it.
 */
export function PublicLayout({ registry = sitePages }: { registry?: readonly PageEntry[] }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useLocalizedNavigate();
  const session = useAccount();
  const footerVariant = useFooterVariant();

  const handleLogOut = () => {
    // Loaded on use: it imports the user store, which stays off a public page's first load.
    import('../auth/log-out')
      .then(({ logOut }) => logOut())
      .then(
        () => navigate(paths.home),
        (error: unknown) => {
          console.error('Logout failed.', error);
          toast.error(t('common.nav.logOutFailed'));
        },
      );
  };

  return (
    <PublicFrame
      renderLink={renderRouterLink}
      topBar={{
        logo: <BrandLogo />,
        homeLabel: t('common.homeLink', { product: brand.productName }),
        links: navigationLinks(t, registry),
        // Links are written unprefixed and localized when rendered (render-router-link).
        currentHref: unprefixedPath(pathname),
        // Unknown (during hydration, while a stored session loads): the top bar renders both looks.
        signedIn: session === 'unknown' ? undefined : session !== 'signed-out',
        loginHref: paths.login,
        dashboardHref: USER_AREA_HOME,
        onLogOut: handleLogOut,
        preferences: <Preferences />,
      }}
      footer={{
        variant: footerVariant,
        copyrightHolder: brand.copyrightHolder,
        companyLinks: companyLinks(t),
        termsLink: termsLink(t),
        groups: footerVariant === 'long' ? footerGroups(t, registry) : [],
        brand: (
          <div className="flex flex-col gap-3">
            <BrandLogo />
            <p>{t('common.footer.tagline')}</p>
          </div>
        ),
      }}
    >
      <Outlet />
    </PublicFrame>
  );
}
