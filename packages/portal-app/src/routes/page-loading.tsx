import { Spinner } from '@ccnets/design-system';
import { useTranslation } from 'react-i18next';

/**
 * Shown in the page area while a lazy route's code loads (first visit: as the router's
 * HydrateFallback, so the top bar and footer paint at once). It reserves the viewport's
 * height so the footer does not jump when the page arrives.
 */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-[70vh] items-center justify-center" data-testid="page-loading">
      <Spinner label={t('common.loading')} />
    </div>
  );
}
