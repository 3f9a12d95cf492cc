import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UsageSummary } from '../usage-summary';
import { UsageDaily } from './usage-daily';
import { usageRows, usageSeries } from './usage-daily.fixtures';

// The blocks must render where there is no window or document (a prerendering server).
describe('usage blocks on a server', () => {
  it('render the summary and the daily card without a DOM', () => {
    expect(typeof document).toBe('undefined');
    const summary = renderToString(<UsageSummary usedGb={0.42} allowanceGb={1} remainingGb={0.58} />);
    expect(summary).toContain('0.42 GB of 1 GB');
    const daily = renderToString(
      <UsageDaily rows={usageRows} series={usageSeries} onDownloadCsv={() => {}} />,
    );
    expect(daily).toContain('Download CSV');
    expect(daily).toContain('Show as a table');
    // The chart needs no measuring, so the server draws it as the browser will.
    expect(daily.match(/<rect /g)?.length).toBeGreaterThan(20);
    expect(daily).toContain('2026-11-22: Simulator 0.033 GB, Trainer 0.01 GB, Total 0.043 GB');
  });
});
