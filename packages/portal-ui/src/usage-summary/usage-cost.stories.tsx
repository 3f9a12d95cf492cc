import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UsageCost } from './usage-cost';
import { freeCost, koreanRunwayLabels, premiumCost } from './usage-cost.fixtures';
import { koreanMode } from '../../../../.storybook/modes';

const meta = {
  title: 'Blocks/Usage/Usage cost',
  component: UsageCost,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  args: premiumCost,
} satisfies Meta<typeof UsageCost>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Premium: Story = {
  play: async ({ canvas, globals }) => {
    const card = canvas.getByRole('region', { name: 'Cost and runway' });
    const dollars = (text: string) => (globals.locale === 'ko' ? `US${text}` : text);
    await expect(card).toHaveTextContent(`Spent this period${dollars('$3.60')}`);
    await expect(card).toHaveTextContent(`Trainers${dollars('$3.27')}`);
    // Today by hour: every hour read out, the busiest at 09:00.
    const hours = within(card).getByRole('list', { name: 'Today by hour (UTC)' });
    await expect(within(hours).getAllByRole('listitem')).toHaveLength(24);
    await expect(hours).toHaveTextContent('09:00 UTC: 0.33 GB');
    // The spend per day opens from the keyboard.
    const summary = card.querySelector('summary') as HTMLElement;
    summary.focus();
    await userEvent.keyboard('{Enter}');
    const table = within(card).getByRole('table', { name: 'Spend per day' });
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

export const Free: Story = {
  args: freeCost,
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Cost and runway' });
    await expect(card).toHaveTextContent('82% of the allowance');
    await expect(card).not.toHaveTextContent('$');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Cost and runway' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Failed: Story = {
  args: { error: 'Cost could not be loaded.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Korean: Story = {
  args: {
    ...freeCost,
    labels: {
      title: '비용과 남은 기간',
      spent: '이번 기간 사용',
      allowanceShare: '제공량의 {share}',
      roles: { simulator: '시뮬레이터', trainer: '트레이너' },
      burnRate: '사용 속도',
      runway: '남은 기간',
      today: '오늘 시간대별 (UTC)',
      hour: '{hour}:00 UTC: {amount}',
      perDay: '일별 비용',
      date: '날짜',
      data: '데이터',
      cost: '비용',
      loading: '비용을 불러오는 중',
      retry: '다시 시도',
      runwayLine: koreanRunwayLabels,
    },
  },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: '비용과 남은 기간' });
    await expect(card).toHaveTextContent('제공량의 82%');
  },
};
