import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentStatus } from './payment-status';
import { koreanMode } from '../../../../.storybook/modes';

const meta = {
  title: 'Blocks/Payment status',
  component: PaymentStatus,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  args: { status: 'verifying', retryHref: '/plan', billingHref: '/user/billing', contactHref: '/contact' },
  argTypes: {
    status: { control: 'inline-radio', options: ['verifying', 'confirmed', 'failed', 'cancelled'] },
  },
} satisfies Meta<typeof PaymentStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Verifying: Story = {
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Verifying your payment...');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Verifying your payment...');
    await expect(canvasBusy(canvas.getByRole('heading').closest('section'))).toBe(true);
    // Nothing to click while the capture runs.
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Confirmed: Story = {
  args: { status: 'confirmed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Payment confirmed!');
    await expect(canvas.getByRole('link', { name: 'Back to billing' })).toHaveAttribute(
      'href',
      '/user/billing',
    );
    await expect(canvas.queryByRole('link', { name: 'Try again' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link', { name: 'Contact us' })).not.toBeInTheDocument();
  },
};

export const Failed: Story = {
  args: { status: 'failed', message: 'This order belongs to another account.' },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'assertive');
    await expect(status).toHaveTextContent('Payment failed');
    await expect(status).toHaveTextContent('This order belongs to another account.');
    await expect(canvas.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/plan');
    await expect(canvas.getByRole('link', { name: 'Back to billing' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toBeVisible();
  },
};

export const FailedWithoutReason: Story = {
  args: { status: 'failed', retryHref: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your payment could not be completed. No credits were added.',
    );
    await expect(canvas.queryByRole('link', { name: 'Try again' })).not.toBeInTheDocument();
  },
};

export const Cancelled: Story = {
  args: { status: 'cancelled', detail: 'Amount not charged: $30.00' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Payment cancelled');
    await expect(canvas.getByRole('status')).toHaveTextContent('Amount not charged: $30.00');
    // Every way on: pay again, look at billing, or ask a person.
    await expect(canvas.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/plan');
    await expect(canvas.getByRole('link', { name: 'Back to billing' })).toHaveAttribute(
      'href',
      '/user/billing',
    );
    await expect(canvas.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
  },
};

export const WithRouterLink: Story = {
  args: {
    status: 'cancelled',
    renderLink: ({ href, className, children }) => (
      <a href={`#router${href}`} className={className} data-router-link="">
        {children}
      </a>
    ),
  },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas }) => {
    const retry = canvas.getByRole('link', { name: 'Try again' });
    await expect(retry).toHaveAttribute('href', '#router/plan');
    await expect(retry).toHaveAttribute('data-slot', 'button');
  },
};

export const Korean: Story = {
  args: {
    status: 'cancelled',
    labels: {
      cancelledTitle: '결제가 취소되었습니다',
      cancelledDescription: '결제를 취소하셨습니다. 요금은 청구되지 않았습니다.',
      retry: '다시 시도',
      backToBilling: '결제 정보로 돌아가기',
      contact: '문의하기',
    },
    detail: '청구되지 않은 금액: $30.00',
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole('status')).getByRole('heading')).toHaveTextContent(
      '결제가 취소되었습니다',
    );
    await expect(canvas.getByRole('link', { name: '다시 시도' })).toBeVisible();
  },
};

function canvasBusy(element: Element | null): boolean {
  return element?.getAttribute('aria-busy') === 'true';
}
