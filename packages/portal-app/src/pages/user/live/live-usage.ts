import type { UsageCostFigures } from '@remoterl/portal-ui';
import { useEffect, useRef } from 'react';
import type { SessionsSnapshot } from '../../../api/sessions';
import type { UsageReport } from '../../../api/user-area';

type LiveUsage = SessionsSnapshot['usage'];

/**
 * The usage report with the live stream's figures for this period: used, left, credit and plan
 * move with every metering step and top-up, without a reload (docs/decisions.md, "Cost, burn
 * rate and runway"). The per-day rows stay the report's until it is fetched again.
 */
export function withLiveUsage(
  report: UsageReport | undefined,
  live: LiveUsage | undefined,
): UsageReport | undefined {
  if (!report || !live || report.period.start !== live.period.start) return report;
  return {
    ...report,
    plan: live.plan,
    usedGb: live.usedGb,
    allowanceGb: live.allowanceGb,
    remainingGb: live.plan === 'free' ? live.leftGb : null,
    balance: live.balance,
  };
}

/** What the cost card and runway line show, from the live usage. */
export function costFigures(live: LiveUsage): UsageCostFigures {
  return { ...live, hours: live.today.hours };
}

/**
 * Calls `refresh` when the metered total moves (a metering step landed), at most once per
 * `minGapMs`, so the per-day chart catches up with the live summary.
 */
export function useRefreshWhenMetered(usedGb: number | undefined, refresh: () => void, minGapMs = 2_000) {
  const seen = useRef<number | undefined>(undefined);
  const last = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (usedGb === undefined) return;
    const previous = seen.current;
    seen.current = usedGb;
    if (previous === undefined || previous === usedGb || timer.current !== undefined) return;
    const wait = Math.max(0, last.current + minGapMs - Date.now());
    timer.current = setTimeout(() => {
      timer.current = undefined;
      last.current = Date.now();
      refresh();
    }, wait);
  }, [usedGb, refresh, minGapMs]);
  useEffect(() => () => clearTimeout(timer.current), []);
}
