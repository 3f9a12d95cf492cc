import { describe, expect, it } from 'vitest';
import { idleUsage } from '../../../api/sessions-snapshot.test-support';
import type { UsageReport } from '../../../api/user-area';
import { withLiveUsage } from './live-usage';

const report: UsageReport = {
  plan: 'free',
  period: { start: '2026-11-01', end: '2026-11-30' },
  usedGb: 0.1,
  allowanceGb: 1,
  remainingGb: 0.9,
  balance: 0,
  days: [],
};

describe('withLiveUsage', () => {
  it('takes this period’s used, left, credit and plan from the live stream', () => {
    const live = { ...idleUsage, usedGb: 0.25, leftGb: 0.75 };
    expect(withLiveUsage(report, live)).toMatchObject({ usedGb: 0.25, remainingGb: 0.75, allowanceGb: 1 });
  });

  it('has no allowance left to show on Premium, only the credit', () => {
    const live = { ...idleUsage, plan: 'premium' as const, allowanceGb: null, leftGb: 7.7, balance: 7.7 };
    expect(withLiveUsage(report, live)).toMatchObject({ plan: 'premium', remainingGb: null, balance: 7.7 });
  });

  it('keeps the report as it is before the stream speaks, or for another period', () => {
    expect(withLiveUsage(report, undefined)).toBe(report);
    const nextMonth = { ...idleUsage, period: { start: '2026-12-01', end: '2026-12-31' } };
    expect(withLiveUsage(report, nextMonth)).toBe(report);
  });
});
