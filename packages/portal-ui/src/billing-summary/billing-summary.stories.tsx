import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BillingSummary } from './billing-summary';

const meta = {
  title: 'Blocks/Billing/Billing summary',
  component: BillingSummary,
  // The sample billing record (docs/decisions.md#billing-data): Pay-as-you-go with a balance of 20.
  args: {
    plan: 'Pay-as-you-go',
    balance: 20,
    onChangePlan: fn(),
    addCreditsHref: '/user/billing/payment?price=20',
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BillingSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('region', { name: 'Billing' });
    await expect(card).toHaveTextContent('Current planPay-as-you-go');
    await expect(card).toHaveTextContent('Balance$20.00');
    await userEvent.click(within(card).getByRole('button', { name: 'Change plan' }));
    await expect(args.onChangePlan).toHaveBeenCalledTimes(1);
    await expect(within(card).getByRole('link', { name: 'Add 20$ Credits' })).toHaveAttribute(
      'href',
      '/user/billing/payment?price=20',
    );
  },
};

export const NoPlan: Story = {
  args: { plan: null, balance: 0 },
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('region', { name: 'Billing' });
    await expect(card).toHaveTextContent('No active plan');
    await expect(card).toHaveTextContent("You don't have any plan yet");
    await expect(within(card).queryByRole('button', { name: 'Change plan' })).not.toBeInTheDocument();
    await expect(within(card).queryByRole('link', { name: 'Add 20$ Credits' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Choose a plan' }));
    await expect(args.onChangePlan).toHaveBeenCalledTimes(1);
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Billing' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(card).toHaveTextContent('Loading billing details');
    await expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const LargeBalance: Story = {
  args: { plan: 'Pay-as-you-go (research team, billed monthly)', balance: 123456.5 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Billing' })).toHaveTextContent('$123,456.50');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const Korean: Story = {
  args: {
    labels: {
      title: '결제',
      plan: '현재 플랜',
      balance: '잔액',
      changePlan: '플랜 변경',
      addCredits: '20$ 크레딧 추가',
      emptyTitle: '활성 플랜 없음',
      emptyDescription: '아직 플랜이 없습니다',
      choosePlan: '플랜 선택',
      loading: '결제 정보를 불러오는 중',
    },
    formatBalance: (balance) => `${balance.toLocaleString('ko-KR')}달러`,
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '결제' })).toHaveTextContent('잔액20달러');
    await expect(canvas.getByRole('link', { name: '20$ 크레딧 추가' })).toBeVisible();
  },
};
