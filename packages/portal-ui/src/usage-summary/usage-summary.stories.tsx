import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { UsageSummary } from './usage-summary';
import { UsageMeter } from './usage-meter';

const meta = {
  title: 'Blocks/Usage/Usage summary',
  component: UsageSummary,
  // Their props tables show on this docs page too.
  subcomponents: { UsageMeter },
  args: { usedGb: 0.42, allowanceGb: 1, remainingGb: 0.58, balance: 0, period: 'Nov 1 – Nov 30, 2026' },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UsageSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Free: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Usage this period' });
    await expect(card).toHaveTextContent('0.42 GB of 1 GB');
    await expect(card).toHaveTextContent('Included data left0.58 GB');
    await expect(canvas.getByRole('meter', { name: 'Included data used' })).toHaveAttribute(
      'aria-valuetext',
      '0.42 GB of 1 GB',
    );
  },
};

export const OverAllowance: Story = {
  args: { usedGb: 1.37, remainingGb: 0 },
  play: async ({ canvas }) => {
    const meter = canvas.getByRole('meter', { name: 'Included data used' });
    await expect(meter).toHaveAttribute('aria-valuenow', '1');
    await expect(meter).toHaveAttribute('data-full', 'true');
  },
};

export const Premium: Story = {
  args: { usedGb: 12.3, allowanceGb: null, remainingGb: null, balance: 7.7 },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Usage this period' });
    await expect(card).toHaveTextContent('12.3 GB');
    await expect(card).toHaveTextContent('Paid per GB from your credit');
    await expect(card).toHaveTextContent('Credit remaining$7.70');
    await expect(canvas.queryByRole('meter')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Usage this period' });
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
    period: '2026년 11월 1일 – 11월 30일',
    labels: {
      title: '이번 결제 기간 사용량',
      used: '사용한 데이터',
      of: '/',
      remaining: '남은 포함 데이터',
      credit: '남은 크레딧',
      payPerUse: '크레딧에서 GB당 결제',
      meter: '포함 데이터 사용량',
      loading: '사용량을 불러오는 중',
      retry: '다시 시도',
    },
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '이번 결제 기간 사용량' })).toHaveTextContent(
      '0.42 GB / 1 GB',
    );
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
