import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PaymentMethodSection } from './payment-method';

const meta = {
  title: 'Blocks/Billing/Payment method',
  component: PaymentMethodSection,
  args: { method: { name: 'PayPal' } },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PaymentMethodSection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Payment method' });
    await expect(section).toHaveTextContent('PayPal');
    // Nothing here pretends to be actionable.
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const WithAccountDetail: Story = {
  args: { method: { name: 'PayPal', detail: 'billing.team@causal-cooperative-networks.example.org' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Payment method' })).toHaveTextContent(
      'billing.team@causal-cooperative-networks.example.org',
    );
  },
};

export const NoneOnFile: Story = {
  args: { method: null },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvasElement }) => {
    // Only wrappers are left (the story's and the locale provider's): no heading, no button, not
    // even an empty card.
    await expect(canvasElement.textContent).toBe('');
    await expect(canvasElement.querySelector('[data-slot]')).toBeNull();
  },
};

export const Korean: Story = {
  args: { labels: { title: '결제 수단', description: '사용한 만큼 지불하는 구매에 사용됩니다.' } },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '결제 수단' })).toHaveTextContent('PayPal');
  },
};
