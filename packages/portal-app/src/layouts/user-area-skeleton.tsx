import { useTranslation } from 'react-i18next';

/** One grey bar of a skeleton; decorative, so hidden from assistive technology. */
function Bar({ className }: { className: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-ds-foreground/10 ${className}`} />;
}

/** A card's frame with placeholder lines, the size of a dashboard card. */
function CardSkeleton({ wide = false }: { wide?: boolean }) {
  return (
    <div
      className={`flex flex-col gap-4 rounded-xl border border-ds-border bg-ds-background p-6 ${wide ? 'md:col-span-2' : ''}`}
    >
      <div className="flex items-center gap-3">
        <Bar className="size-9" />
        <Bar className="h-5 w-32" />
      </div>
      <Bar className="h-4 w-full" />
      <Bar className="h-4 w-2/3" />
    </div>
  );
}

/**
 * The page area while the session is restored (a reload waits for the gateway): a header and
 * card frames in place of the data, so the page has its shape at once instead of a blank screen
 * with one spinner. One status line tells screen readers what is happening.
 */
export function UserAreaSkeleton() {
  const { t } = useTranslation();
  return (
    <div data-testid="session-loading" aria-busy="true" className="flex flex-col gap-8">
      <p role="status" className="sr-only">
        {t('account.session.restoring')}
      </p>
      <div className="flex flex-col gap-2">
        <Bar className="h-9 w-64 max-w-full" />
        <Bar className="h-5 w-80 max-w-full" />
      </div>
      <div className="grid gap-6 md:grid-cols-3">
        <CardSkeleton />
        <CardSkeleton wide />
        <CardSkeleton />
        <CardSkeleton />
        <CardSkeleton />
      </div>
    </div>
  );
}
