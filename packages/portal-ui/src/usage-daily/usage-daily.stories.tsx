import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UsageDaily } from './usage-daily';
import {
  emptyUsageRows,
  formatFixtureDate,
  formatFixtureDateKo,
  usageRows,
  usageSeries,
} from './usage-daily.fixtures';
import { koreanMode } from '../../../../.storybook/modes';
import { UsageDailyTable } from './usage-daily-table';

const meta = {
  title: 'Blocks/Usage/Usage per day',
  component: UsageDaily,
  tags: ['locale-ko'],
  // Their props tables show on this docs page too.
  subcomponents: { UsageDailyTable },
  parameters: { ...koreanMode },
  args: { rows: usageRows, series: usageSeries, formatDate: formatFixtureDate, onDownloadCsv: fn() },
} satisfies Meta<typeof UsageDaily>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chart's days, the options of its listbox. */
const chartDays = (canvasElement: HTMLElement) => within(canvasElement).getAllByRole('option');
/** The legend, which reads out the day in hand. */
const legend = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-slot="usage-daily-legend"]');

export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await expect(canvas.getByRole('listbox', { name: /Bar chart of data per day/ })).toBeVisible();
    const days = chartDays(canvasElement);
    await expect(days).toHaveLength(usageRows.length);
    // A bar per series on each day that used it; idle days draw none.
    const bars = usageRows.flatMap((row) => Object.values(row.values).filter((value) => value > 0));
    await expect(canvasElement.querySelectorAll('[data-slot="usage-daily-chart"] svg rect')).toHaveLength(
      bars.length,
    );
    // Each day says its values to screen readers.
    await expect(days.at(-1)).toHaveTextContent(
      'Nov 22: Simulator 0.033 GB, Trainer 0.01 GB, Total 0.043 GB',
    );

    await expect(legend(canvasElement)).toHaveTextContent(/^SimulatorTrainer$/);
    await userEvent.hover(days[3] as HTMLElement);
    await expect(legend(canvasElement)).toHaveTextContent(
      /^Oct 27Simulator0\.021 GBTrainer0\.03 GBTotal0\.051 GB$/,
    );
    await userEvent.unhover(days[3] as HTMLElement);
    await expect(legend(canvasElement)).not.toHaveAttribute('data-day');

    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await expect(args.onDownloadCsv).toHaveBeenCalledTimes(1);
  },
};

/** The chart is one tab stop on the newest day; the arrow keys, Home and End walk the days and show their values. */
export const KeyboardValues: Story = {
  play: async ({ canvas, canvasElement }) => {
    const days = chartDays(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await userEvent.tab();
    await expect(days.at(-1)).toHaveFocus();
    await expect(legend(canvasElement)).toHaveAttribute('data-day', '2026-11-22');
    await userEvent.keyboard('{Home}');
    await expect(days[0]).toHaveFocus();
    await expect(legend(canvasElement)).toHaveAttribute('data-day', '2026-10-24');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(days[0]).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(legend(canvasElement)).not.toHaveAttribute('data-day');
    await userEvent.keyboard('{End}{ArrowLeft}');
    await expect(days.at(-2)).toHaveFocus();
    // Only the chosen day is in the tab order, and it says it is chosen.
    await expect(days.filter((day) => day.tabIndex === 0)).toEqual([days.at(-2)]);
    await expect(days.at(-2)).toHaveAttribute('aria-selected', 'true');
    await expect(legend(canvasElement)).toHaveTextContent(/^Nov 21Simulator.*Trainer.*Total0\.126 GB$/);
  },
};

export const SortedTable: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Show as a table'));
    const table = canvas.getByRole('table', { name: 'Data per day' });
    const firstRowHeader = () => within(table).getAllByRole('rowheader')[0];
    // Newest day first until the user sorts.
    await expect(firstRowHeader()).toHaveTextContent('Nov 22');
    await expect(within(table).getByRole('columnheader', { name: /Date/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await userEvent.click(within(table).getByRole('button', { name: /Trainer/ }));
    const trainer = within(table).getByRole('columnheader', { name: /Trainer/ });
    await expect(trainer).toHaveAttribute('aria-sort', 'descending');
    const largest = Math.max(...usageRows.map((row) => row.values.trainer ?? 0));
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent(`${largest} GB`);
    await userEvent.click(within(table).getByRole('button', { name: /Trainer/ }));
    await expect(trainer).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('0 GB');
  },
};

export const Empty: Story = {
  args: { rows: emptyUsageRows },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No usage yet')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Data per day' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(card).toHaveTextContent('Loading usage');
  },
};

export const Failed: Story = {
  args: { error: 'Usage could not be loaded.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Usage could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Korean: Story = {
  args: {
    formatDate: formatFixtureDateKo,
    series: [
      { key: 'simulator', label: '시뮬레이터' },
      { key: 'trainer', label: '트레이너' },
    ],
    labels: {
      title: '일별 데이터',
      chart: '역할별 일일 데이터 막대 차트. 아래 표에 같은 수치가 있습니다',
      showTable: '표로 보기',
      downloadCsv: 'CSV 다운로드',
      caption: '일별 데이터',
      date: '날짜',
      total: '합계',
      sortBy: '정렬',
    },
  },
  globals: { locale: 'ko' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: '일별 데이터' })).toBeVisible();
    await expect(chartDays(canvasElement).at(-1)).toHaveTextContent(/^11월 22일: 시뮬레이터/);
    await expect(canvas.getByRole('button', { name: 'CSV 다운로드' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    // Thirty days still fit a phone: the chart does not widen the card.
    const chart = canvasElement.querySelector('[data-slot="usage-daily-chart"]');
    await expect(chart?.scrollWidth).toBeLessThanOrEqual(chart?.clientWidth ?? 0);
    await expect(chartDays(canvasElement)).toHaveLength(usageRows.length);
  },
};
