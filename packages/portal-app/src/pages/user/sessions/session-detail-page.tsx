import { Button } from '@ccnets/design-system';
import { SessionTimeline } from '@remoterl/portal-ui';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { sessionHistoryApi } from '../../../api/session-history';
import { useFormatMoney } from '../../../i18n/format-money';
import { serverErrorText } from '../../../i18n/server-error-text';
import { renderRouterLink } from '../../../layouts/render-router-link';
import { UserPageHeader } from '../user-page-header';
import { useSignedInResource } from '../use-signed-in-resource';
import { downloadCsv, sessionCsv } from './history-csv';
import { timelineLabels } from './history-labels';

/** One ended session: its totals, cost, end reason with the fix, and its timeline (issue 33). */
export default function SessionDetailPage() {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const { id = '' } = useParams();
  const load = useCallback(
    (idToken: string, signal: AbortSignal) => sessionHistoryApi().fetchSession(idToken, id, { signal }),
    [id],
  );
  const { state, retry } = useSignedInResource(load, 'Session detail');
  const key = (path: string) => `userArea.sessionHistory.detail.${path}`;

  return (
    <>
      <UserPageHeader title={t(key('title'), { session: id })} />
      <p className="mb-4">{renderRouterLink({ href: '/user/sessions', children: t(key('back')) })}</p>
      {state.status === 'ready' ? (
        <SessionTimeline
          session={state.data.session}
          timeline={state.data.timeline}
          formatMoney={formatMoney}
          labels={timelineLabels(t)}
          actions={
            <Button
              size="sm"
              variant="outlined"
              onClick={() =>
                downloadCsv(`remoterl-session-${id}.csv`, sessionCsv(state.data.session, state.data.timeline))
              }
            >
              {t('userArea.sessionHistory.csv')}
            </Button>
          }
        />
      ) : state.status === 'error' ? (
        <div role="alert" className="flex flex-wrap items-center gap-3">
          {serverErrorText(state.error, t, t(key('loadFailed')))}
          <Button size="sm" variant="outlined" onClick={retry}>
            {t('userArea.sessionHistory.retry')}
          </Button>
        </div>
      ) : (
        <p aria-busy="true">{t('userArea.sessionHistory.loading')}</p>
      )}
    </>
  );
}
