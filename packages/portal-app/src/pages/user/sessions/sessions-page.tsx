import { Button } from '@ccnets/design-system';
import { BlockSessionsSwitch, SessionsTable } from '@remoterl/portal-ui';
import { connectCommands } from '@remoterl/product';
import type { TFunction } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { BuyCreditLink } from '../live/buy-credit-link';
import { healthLabels } from '../live/live-labels';
import { useNotify } from '../../../hooks/use-notify';
import { UserPageHeader } from '../user-page-header';
import { HistorySection } from './history-section';
import { useSessionActions } from './use-session-actions';
import { liveViewErrorText, liveViewPhase, useSessionStream } from './use-session-stream';

/**
 * The live view (issue 23): the simulators and trainers online with the user's key, kept
 * current by the gateway's event stream, with Disconnect and "Block new sessions".
 */
export default function SessionsPage() {
  const { t, i18n } = useTranslation();
  const notify = useNotify();
  const language = i18n.resolvedLanguage ?? 'en';
  const { snapshot, status, reconnect } = useSessionStream();
  const { sessions, blocked, blockPending, blockError, disconnect, setBlocked } = useSessionActions(snapshot);
  const phase = liveViewPhase(snapshot, status);

  const onCopy = useCallback(() => notify('success', t('account.toasts.copied')), [notify, t]);
  const onCopyError = useCallback(() => notify('error', t('account.toasts.copyFailed')), [notify, t]);
  const key = (path: string) => `userArea.sessions.${path}`;

  return (
    <>
      <UserPageHeader title={t(key('title'))} description={t(key('description'))} />
      <SessionsTable
        sessions={sessions}
        loading={phase === 'loading'}
        error={phase === 'error' ? liveViewErrorText(status, t, t(key('error'))) : undefined}
        onRetry={reconnect}
        onDisconnect={(session) => void disconnect(session)}
        graceEndsAt={snapshot?.graceEndsAt}
        buyCredit={<BuyCreditLink />}
        formatMetered={(gb, costUsd) =>
          meteredText(gb, costUsd, snapshot?.usage.allowanceGb ?? null, language, t)
        }
        controls={
          <BlockSessionsSwitch
            blocked={blocked}
            onBlockedChange={(value) => void setBlocked(value)}
            pending={blockPending}
            error={blockError}
            labels={{ label: t(key('block.label')), description: t(key('block.description')) }}
          />
        }
        status={
          status.state === 'failed' ? (
            // Stopped for good after rows had come: say so, and offer what the error state offers.
            <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
              {t(key('status.stopped'))}
              <Button size="sm" variant="outlined" onClick={reconnect}>
                {t(key('retry'))}
              </Button>
            </span>
          ) : (
            t(key(`status.${status.state}`))
          )
        }
        emptySteps={connectCommands().map(({ id, code }) => ({
          id,
          code,
          language: 'Shell',
          title: t(key(`steps.${id}`)),
          copyLabel: t(key('copyStep'), { step: t(key(`steps.${id}`)) }),
        }))}
        onCopy={onCopy}
        onCopyError={onCopyError}
        labels={{
          title: t(key('card.title')),
          caption: t(key('card.caption')),
          role: t(key('columns.role')),
          session: t(key('columns.session')),
          connected: t(key('columns.connected')),
          bytesIn: t(key('columns.bytesIn')),
          bytesOut: t(key('columns.bytesOut')),
          steps: t(key('columns.steps')),
          health: t('userArea.live.health.column'),
          healthCells: healthLabels(t),
          paused: t('userArea.live.health.paused', { time: '{time}' }),
          actions: t(key('columns.actions')),
          disconnect: t(key('disconnect.action')),
          roles: { simulator: t(key('roles.simulator')), trainer: t(key('roles.trainer')) },
          states: {
            active: t(key('states.active')),
            waiting: {
              simulator: t(key('states.waiting.simulator')),
              trainer: t(key('states.waiting.trainer')),
            },
            paused: t(key('states.paused')),
            held: t(key('states.held')),
          },
          // A template the table fills per session (its `{role}` and `{session}` placeholders).
          disconnectTitle: t(key('disconnect.title'), { role: '{role}', id: '{session}' }),
          disconnectDescription: t(key('disconnect.description')),
          confirmDisconnect: t(key('disconnect.confirm')),
          cancel: t(key('disconnect.cancel')),
          emptyTitle: t(key('empty.title')),
          emptyDescription: t(key('empty.description')),
          loading: t(key('loading')),
          retry: t(key('retry')),
        }}
      />
      <HistorySection
        liveKey={sessions.map((session) => session.id).join(',')}
        live={{
          refusals: snapshot?.refusals,
          error: phase === 'error' ? t('userArea.refusals.loadFailed') : undefined,
          onRetry: reconnect,
        }}
      />
    </>
  );
}

/**
 * A session's metered data and what it cost: money on Premium, its share of the allowance on
 * Free (docs/decisions.md, "Cost, burn rate and runway").
 */
function meteredText(
  gb: number,
  costUsd: number | null,
  allowanceGb: number | null,
  language: string,
  t: TFunction,
): { gb: string; cost: string } {
  const amount = `${new Intl.NumberFormat(language, { maximumFractionDigits: 3 }).format(gb)} GB`;
  if (costUsd !== null) {
    const digits = costUsd > 0 && costUsd < 0.01 ? 4 : 2;
    const money = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: 2,
      maximumFractionDigits: digits,
    });
    return { gb: amount, cost: money.format(costUsd) };
  }
  const share = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 2 });
  return {
    gb: amount,
    cost: t('userArea.live.health.allowanceShare', {
      share: share.format(allowanceGb ? gb / allowanceGb : 0),
    }),
  };
}
