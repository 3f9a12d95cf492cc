import { useTranslation } from 'react-i18next';
import { userAreaPages } from '../config/user-area-pages';
import { BillingSkeleton } from './billing-skeleton';
import { DashboardSkeleton } from './dashboard-skeleton';
import { HeaderSkeleton } from './skeleton-parts';

/**
 * The page area while the session is restored (a reload waits for the gateway): a header and
 * card frames in place of the data, in the shape the registry gives the page that is coming
 * (`loadingShape`), so the page has its shape at once instead of a blank screen with one spinner,
 * and nothing jumps when it arrives. One status line tells screen readers what is happening.
 */
export function UserAreaSkeleton({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const shape = userAreaPages.find((page) => page.path === pathname)?.loadingShape ?? 'cards';
  return (
    <div data-testid="session-loading" aria-busy="true" className="flex flex-col gap-8">
      <p role="status" className="sr-only">
        {t('account.session.restoring')}
      </p>
      <HeaderSkeleton />
      {shape === 'billing' ? <BillingSkeleton /> : <DashboardSkeleton />}
    </div>
  );
}
