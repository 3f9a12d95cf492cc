import { Spinner } from '@ccnets/design-system';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { usePageMeta } from '../i18n/use-page-meta';
import { ErrorNotice, type ErrorKind } from './error-notice';
import { chunkReloadPending, isChunkLoadError, reloadOnceForChunkError } from './chunk-reload';

function classify(error: unknown): ErrorKind {
  if (isRouteErrorResponse(error) && error.status === 404) return 'notFound';
  if (isChunkLoadError(error)) return navigator.onLine ? 'chunk' : 'offline';
  if (!navigator.onLine) return 'offline';
  return 'unexpected';
}

/**
 * Replaces the router's default "Unexpected Application Error!" stack page: a translated
 * explanation with a way home and a retry. A failed chunk load first gets its one reload
 * (see chunk-reload.ts); the details go to the console for developers, never to the page.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useTranslation();
  const kind = classify(error);
  // A chunk error gets its one reload (started by the effect); show a spinner meanwhile.
  const reloading = isChunkLoadError(error) && chunkReloadPending();
  usePageMeta(`common.error.${kind}`);

  useEffect(() => {
    console.error('Route error', error);
    if (isChunkLoadError(error)) reloadOnceForChunkError();
  }, [error]);

  if (reloading) {
    return (
      <div className="flex min-h-[70vh] items-center justify-center">
        <Spinner label={t('common.loading')} />
      </div>
    );
  }

  return <ErrorNotice kind={kind} onRetry={() => window.location.reload()} />;
}

/**
 * The root route's error element: no layout is around it (the layout itself may have failed),
 * so it brings its own main landmark.
 */
export function StandaloneRouteErrorPage() {
  return (
    <main id="main-content" className="min-h-dvh bg-ds-background text-ds-foreground">
      <RouteErrorPage />
    </main>
  );
}
