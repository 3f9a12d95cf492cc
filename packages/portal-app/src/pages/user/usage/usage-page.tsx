import { downloadTextFile } from '@ccnets/design-system';
import { UsageCost, UsageDaily, UsageSummary } from '@remoterl/portal-ui';
import { PREMIUM_DOLLARS_PER_GB, USAGE_ROLES } from '@remoterl/product';
import { useTranslation } from 'react-i18next';
import { CreditNotice } from '../credit-notice/credit-notice';
import { useFreeAllowanceNotice } from '../credit-notice/use-credit-notices';
import { costLabels } from '../live/live-labels';
import { costFigures, useRefreshWhenMetered, withLiveUsage } from '../live/live-usage';
import { LiveRunwayLine } from '../live/live-runway-line';
import { liveViewErrorText, liveViewPhase, useSessionStream } from '../sessions/use-session-stream';
import { UserPageHeader } from '../user-page-header';
import { readyData, useSignedInResource } from '../use-signed-in-resource';
import { loadUsage } from './load-usage';
import { usageCsvFileName, usageToCsv } from './usage-csv';
import { usageFormats } from './usage-formats';

/**
 * Data used per day and role against the plan's allowance, with CSV
 * (docs/decisions.md#the-user-area-beyond-the-description), and the period's cost, burn rate
 * and runway, live from the sessions stream (docs/decisions.md, "Cost, burn rate and runway").
 */
export default function UsagePage() {
  const { t, i18n } = useTranslation();
  const { state, retry, refresh } = useSignedInResource(loadUsage, 'Usage');
  const formats = usageFormats(i18n.resolvedLanguage ?? 'en');
  const stream = useSessionStream();
  const live = stream.snapshot?.usage;
  const livePhase = liveViewPhase(stream.snapshot, stream.status);
  // The summary moves with the stream; the per-day chart is fetched again when metering lands.
  useRefreshWhenMetered(live?.usedGb, refresh);
  const usage = withLiveUsage(readyData(state), live);
  const freeAllowance = useFreeAllowanceNotice({ usage });
  const loading = state.status === 'loading';
  const error = state.status === 'error' ? t('userArea.usage.error') : undefined;
  const common = { loading, error, onRetry: retry };

  const rows = (usage?.days ?? []).map((day) => ({
    date: day.date,
    values: { simulator: day.simulatorGb, trainer: day.trainerGb },
    total: day.totalGb,
  }));

  return (
    <>
      <UserPageHeader title={t('userArea.usage.title')} description={t('userArea.usage.description')} />
      <div className="flex flex-col gap-6">
        <CreditNotice notice={freeAllowance} />
        <LiveRunwayLine usage={live} />
        <UsageSummary
          {...common}
          usedGb={usage?.usedGb}
          allowanceGb={usage?.allowanceGb ?? null}
          remainingGb={usage?.remainingGb ?? null}
          balance={usage?.balance}
          period={usage ? formats.formatPeriod(usage.period.start, usage.period.end) : undefined}
          formatGb={formats.formatGb}
          formatBalance={formats.formatUsd}
          labels={{
            title: t('userArea.usage.summary.title'),
            used: t('userArea.usage.summary.used'),
            of: t('userArea.usage.summary.of'),
            remaining: t('userArea.usage.summary.remaining'),
            credit: t('userArea.usage.summary.credit'),
            payPerUse: t('userArea.usage.summary.payPerUse', { usdPerGb: PREMIUM_DOLLARS_PER_GB }),
            meter: t('userArea.usage.summary.meter'),
            loading: t('userArea.usage.loading'),
            retry: t('userArea.usage.retry'),
          }}
        />
        <UsageCost
          {...(live ? costFigures(live) : {})}
          loading={livePhase === 'loading'}
          error={
            livePhase === 'error'
              ? liveViewErrorText(stream.status, t, t('userArea.live.cost.error'))
              : undefined
          }
          onRetry={stream.reconnect}
          formatDate={formats.formatDay}
          labels={costLabels(t)}
        />
        {/* A failed load is said once, by the summary with its retry; the chart waits for the data. */}
        {error ? null : (
          <UsageDaily
            {...common}
            rows={rows}
            series={USAGE_ROLES.map((role) => ({ key: role, label: t(`userArea.usage.roles.${role}`) }))}
            formatDate={formats.formatDay}
            formatGb={formats.formatGb}
            onDownloadCsv={() => {
              if (usage)
                downloadTextFile(
                  usageCsvFileName(usage.days),
                  usageToCsv(usage.days),
                  'text/csv;charset=utf-8',
                );
            }}
            labels={{
              title: t('userArea.usage.daily.title'),
              chart: t('userArea.usage.daily.chart'),
              showTable: t('userArea.usage.daily.showTable'),
              downloadCsv: t('userArea.usage.daily.downloadCsv'),
              emptyTitle: t('userArea.usage.daily.emptyTitle'),
              emptyDescription: t('userArea.usage.daily.emptyDescription'),
              loading: t('userArea.usage.loading'),
              retry: t('userArea.usage.retry'),
              caption: t('userArea.usage.daily.caption'),
              date: t('userArea.usage.daily.date'),
              total: t('userArea.usage.daily.total'),
              sortBy: t('userArea.usage.daily.sortBy'),
            }}
          />
        )}
      </div>
    </>
  );
}
