import { Button } from '@ccnets/design-system';
import { RefusalFeed, SessionHistoryTable } from '@remoterl/portal-ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HistoryFilters, Refusal } from '../../../api/session-history';
import { useFormatMoney } from '../../../i18n/format-money';
import { serverErrorText } from '../../../i18n/server-error-text';
import { renderRouterLink } from '../../../layouts/render-router-link';
import { downloadCsv, historyCsv } from './history-csv';
import { FILTER_REASONS, historyLabels, refusalLabels } from './history-labels';
import { useSessionHistory } from './use-session-history';

const fieldClass = 'rounded-md border border-ds-border bg-ds-surface px-2 py-1 text-sm';

/** What the refusal feed shows: the live view's refusals, which ride its event stream. */
export interface LiveRefusals {
  /** Undefined until the stream's first state. */
  refusals: Refusal[] | undefined;
  /** The stream is down with no state yet: the live view's translated reason. */
  error: string | undefined;
  onRetry: () => void;
}

/** The sessions console below the live view: ended sessions and refused connections (issue 33). */
export function HistorySection({ liveKey, live }: { liveKey: string; live: LiveRefusals }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const [filters, setFilters] = useState<HistoryFilters>({});
  const history = useSessionHistory(filters, liveKey);
  const id = useId();
  const key = (path: string) => `userArea.sessionHistory.${path}`;
  const set = (name: keyof HistoryFilters, value: string) =>
    setFilters((current) => ({ ...current, [name]: value === '' ? undefined : value }));

  const controls = (
    <fieldset className="mb-4 flex flex-wrap items-end gap-3">
      <legend className="sr-only">{t(key('filters.label'))}</legend>
      <label className="flex flex-col text-sm" htmlFor={`${id}-role`}>
        {t(key('filters.role'))}
        <select
          id={`${id}-role`}
          className={fieldClass}
          value={filters.role ?? ''}
          onChange={(event) => set('role', event.target.value)}
        >
          <option value="">{t(key('filters.any'))}</option>
          <option value="simulator">{t('userArea.sessions.roles.simulator')}</option>
          <option value="trainer">{t('userArea.sessions.roles.trainer')}</option>
        </select>
      </label>
      <label className="flex flex-col text-sm" htmlFor={`${id}-reason`}>
        {t(key('filters.reason'))}
        <select
          id={`${id}-reason`}
          className={fieldClass}
          value={filters.reason ?? ''}
          onChange={(event) => set('reason', event.target.value)}
        >
          <option value="">{t(key('filters.any'))}</option>
          {FILTER_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(key(`reasons.${reason}`))}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col text-sm" htmlFor={`${id}-from`}>
        {t(key('filters.from'))}
        <input
          id={`${id}-from`}
          type="date"
          className={fieldClass}
          value={filters.from ?? ''}
          onChange={(event) => set('from', event.target.value)}
        />
      </label>
      <label className="flex flex-col text-sm" htmlFor={`${id}-to`}>
        {t(key('filters.to'))}
        <input
          id={`${id}-to`}
          type="date"
          className={fieldClass}
          value={filters.to ?? ''}
          onChange={(event) => set('to', event.target.value)}
        />
      </label>
      <Button size="sm" variant="outlined" onClick={() => setFilters({})}>
        {t(key('filters.clear'))}
      </Button>
    </fieldset>
  );

  const ready = history.state.status === 'ready' ? history.state.data : undefined;
  return (
    <>
      <SessionHistoryTable
        className="mt-6"
        sessions={ready?.sessions ?? []}
        loading={history.state.status === 'loading'}
        error={
          history.state.status === 'error'
            ? serverErrorText(history.state.error, t, t(key('loadFailed')))
            : undefined
        }
        onRetry={history.retry}
        hrefFor={(session) => `/user/sessions/${session}`}
        renderLink={renderRouterLink}
        controls={controls}
        formatMoney={formatMoney}
        labels={historyLabels(t)}
        footer={
          <span className="flex flex-wrap gap-2">
            {ready?.nextCursor ? (
              <Button size="sm" variant="outlined" onClick={() => void history.loadMore()}>
                {t(key('more'))}
              </Button>
            ) : null}
            <Button
              size="sm"
              variant="outlined"
              onClick={() =>
                void history.loadAll().then((all) => downloadCsv('remoterl-sessions.csv', historyCsv(all)))
              }
            >
              {t(key('csv'))}
            </Button>
          </span>
        }
      />
      <RefusalFeed
        className="mt-6"
        refusals={live.refusals ?? []}
        loading={live.refusals === undefined && live.error === undefined}
        error={live.error}
        onRetry={live.onRetry}
        labels={refusalLabels(t)}
      />
    </>
  );
}
