import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router-dom';

/**
 * A thin bar along the top edge while the next route's code or data loads, so a click on a
 * slow connection visibly does something. Announced politely to screen readers.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const loading = useNavigation().state !== 'idle';
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5">
      {loading ? (
        <>
          <div className="h-full w-full animate-pulse bg-ds-primary" />
          <span className="sr-only">{t('common.loading')}</span>
        </>
      ) : null}
    </div>
  );
}
