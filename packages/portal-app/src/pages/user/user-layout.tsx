import { TopBar } from '@ccnets/design-system';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useLogOut } from '../../auth/use-log-out';
import { brand } from '../../config/brand';
import { BrandLogo } from '../../layouts/brand-logo';
import { renderRouterLink } from '../../layouts/render-router-link';
import { userPaths } from '../../routes/user-paths';
import { UserPreferences } from './user-preferences';

const MAIN_ID = 'main-content';

/** Which section a user-area path belongs to (the payment pages sit under Billing). */
function sectionOf(pathname: string): string | undefined {
  return [userPaths.dashboard, userPaths.billing, userPaths.setting].find(
    (section) => pathname === section || pathname.startsWith(`${section}/`),
  );
}

/** The user area's frame: the top bar with the account's own navigation, and the page. */
export default function UserLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const goHome = useCallback(() => navigate('/', { replace: true }), [navigate]);
  const { logOut } = useLogOut(goHome);

  const links = [
    { title: t('account.layout.dashboard'), href: userPaths.dashboard },
    { title: t('account.layout.billing'), href: userPaths.billing },
    { title: t('account.layout.setting'), href: userPaths.setting },
  ];

  return (
    <div className="flex min-h-screen flex-col bg-surface text-foreground">
      <TopBar
        logo={<BrandLogo />}
        homeLabel={t('common.homeLink', { product: brand.productName })}
        links={links}
        currentHref={sectionOf(pathname)}
        signedIn
        dashboardHref={userPaths.dashboard}
        onLogOut={() => void logOut()}
        preferences={<UserPreferences />}
        renderLink={renderRouterLink}
        mainContentId={MAIN_ID}
        labels={{
          logOut: t('account.layout.logOut'),
          myDashboard: t('common.nav.dashboard'),
          openMenu: t('common.nav.openMenu'),
          closeMenu: t('common.nav.closeMenu'),
          menu: t('common.nav.menuTitle'),
          navigation: t('account.layout.navLabel'),
          skipToContent: t('common.skipToContent'),
        }}
      />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 pt-16 focus:outline-none">
        <div className="mx-auto w-full px-4 py-10 md:px-6 xl:max-w-page-xl">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
