import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { UsageDaily } from './usage-daily';
import {
  emptyUsageRows,
  formatFixtureDate,
  formatFixtureDateKo,
  usageRows,
  usageSeries,
} from './usage-daily.fixtures';
import { koreanMode } from '../../../../../.storybook/modes';

const meta = {
  title: 'Blocks/Usage/Usage per day',
  component: UsageDaily,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  args: { rows: usageRows, series: usageSeries, formatDate: formatFixtureDate, onDownloadCsv: fn() },
  // The chart is a lazy chunk; fetching it before the story renders keeps the first story that
  // draws it within the test's time on a busy machine (the on-demand load is what the app does).
  loaders: [() => import('./usage-bars-chart').then(() => ({}))],
} satisfies Meta<typeof UsageDaily>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The chart loads on demand; wait for its bars before asserting or capturing. */
const chartDrawn = (canvasElement: HTMLElement) =>
  waitFor(() => expect(canvasElement.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThan(0), {
    timeout: 10_000,
  });

export const Playground: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    await chartDrawn(canvasElement);
    await expect(canvas.getByRole('img', { name: /Bar chart of data per day/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Download CSV' }));
    await expect(args.onDownloadCsv).toHaveBeenCalledTimes(1);
  },
};

export const SortedTable: Story = {
  play: async ({ canvas, canvasElement }) => {
    await chartDrawn(canvasElement);
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
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
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
    await chartDrawn(canvasElement);
    await expect(canvas.getByRole('region', { name: '일별 데이터' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'CSV 다운로드' })).toBeEnabled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    await chartDrawn(canvasElement);
  },
};
