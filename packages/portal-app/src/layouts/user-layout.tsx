import { PublicLayout as SiteFrame } from '@ccnets/design-system';
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useLogOut } from '../auth/use-log-out';
import { brand } from '../config/brand';
import { BrandLogo } from './brand-logo';
import { Preferences } from './preferences';
import { renderRouterLink } from './render-router-link';
import { companyLinks, termsLink } from './site-links';
import { paths, USER_AREA_HOME } from '../config/paths';
import { sectionOf, userAreaLinks } from './user-area-links';

/**
 * The user area's frame: the site's top bar and footer, with the account's own navigation
 * (Dashboard, Usage, Sessions, Billing, Setting) in place of the marketing links. The session guard shows it
 * too, around a skeleton, while a reload waits for the gateway.
 */
export function UserFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const goHome = useCallback(() => navigate('/', { replace: true }), [navigate]);
  const { logOut } = useLogOut(goHome);

  return (
    <SiteFrame
      className="bg-ds-surface"
      renderLink={renderRouterLink}
      topBar={{
        logo: <BrandLogo />,
        homeLabel: t('common.homeLink', { product: brand.productName }),
        links: userAreaLinks(t),
        currentHref: sectionOf(pathname),
        signedIn: true,
        loginHref: paths.login,
        dashboardHref: USER_AREA_HOME,
        onLogOut: () => void logOut(),
        preferences: <Preferences />,
        // The user area's own name for its links; the rest is the design system's wording.
        labels: { navigation: t('account.layout.navLabel') },
      }}
      footer={{
        variant: 'short',
        copyrightHolder: brand.copyrightHolder,
        companyLinks: companyLinks(t),
        termsLink: termsLink(t),
        groups: [],
      }}
    >
      <div className="xl:max-w-page-xl mx-auto w-full px-4 py-10 md:px-6">{children}</div>
    </SiteFrame>
  );
}

/** The layout route of /user/*: the frame around the current page. */
export default function UserLayout() {
  return (
    <UserFrame>
      <Outlet />
    </UserFrame>
  );
}
