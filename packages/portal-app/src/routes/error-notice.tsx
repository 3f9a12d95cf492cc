import { Button, Container } from '@ccnets/design-system';
import { useTranslation } from 'react-i18next';

export type ErrorKind = 'offline' | 'chunk' | 'notFound' | 'unexpected';

/**
 * What a page shows instead of itself when it cannot be shown: a translated explanation with a
 * way home and a retry. The router's error page draws it (route-error-page.tsx), and the build
 * writes the offline one into every page of islands (islands/offline-links.ts shows it there).
 */
export function ErrorNotice({ kind, onRetry }: { kind: ErrorKind; onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <Container
      className="flex min-h-[70vh] flex-col items-start justify-center gap-6 py-24"
      data-testid="route-error"
    >
      <p className="font-mono text-sm font-semibold text-ds-primary-strong">
        {t(`common.error.${kind}.eyebrow`)}
      </p>
      <h1 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">
        {t(`common.error.${kind}.meta.title`)}
      </h1>
      <p className="max-w-prose text-lg text-ds-muted">{t(`common.error.${kind}.body`)}</p>
      <div className="flex flex-wrap gap-3">
        {/* Full page loads on purpose: after an error the router itself may be in a bad state. */}
        <Button href="/">{t('common.error.home')}</Button>
        <Button variant="outlined" onClick={onRetry} data-retry="">
          {t('common.error.retry')}
        </Button>
      </div>
    </Container>
  );
}
