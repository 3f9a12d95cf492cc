import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { Alert, type AlertVariant } from './alert';

const meta = {
  title: 'Components/Feedback/Alert',
  component: Alert,
  args: {
    variant: 'error',
    title: 'Message not sent',
    children: 'The mail service did not answer. Please try again in a minute.',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
    title: { control: 'text' },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Message not sent');
    await expect(alert).toHaveAttribute('data-variant', 'error');
  },
};

const variantCopy: Record<AlertVariant, [string, string]> = {
  info: ['Verifying your payment...', 'This takes a few seconds.'],
  success: ['Payment complete', 'Your balance has been updated.'],
  warning: ['Low balance', 'Runs stop when the balance reaches zero.'],
  error: ['Payment failed', 'PayPal did not confirm the order.'],
};

export const Variants: Story = {
  render: () => (
    <div className="flex max-w-xl flex-col gap-3">
      {(Object.keys(variantCopy) as AlertVariant[]).map((variant) => (
        <Alert key={variant} variant={variant} title={variantCopy[variant][0]}>
          {variantCopy[variant][1]}
        </Alert>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    // Errors and warnings are assertive alerts; info and success are polite status messages.
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts.map((alert) => alert.dataset.variant)).toEqual(['warning', 'error']);
    const statuses = canvas.getAllByRole('status');
    await expect(statuses.map((status) => status.dataset.variant)).toEqual(['info', 'success']);
  },
};

export const WithAction: Story = {
  args: {
    action: (
      <Button size="sm" variant="outlined" onClick={fn()}>
        Try again
      </Button>
    ),
  },
  render: (args) => <Alert {...args} />,
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

function AnnouncedOnFailure({ onRetry }: { onRetry: () => void }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className="flex max-w-xl flex-col gap-3">
      <Button onClick={() => setFailed(true)}>Send message</Button>
      {failed ? (
        <Alert
          variant="error"
          title="Message not sent"
          action={
            <Button size="sm" variant="outlined" onClick={onRetry}>
              Try again
            </Button>
          }
        >
          Too many requests. Please wait a moment.
        </Alert>
      ) : null}
    </div>
  );
}

export const AppearsAndAnnounces: Story = {
  args: { onClick: fn() },
  render: (args) => <AnnouncedOnFailure onRetry={args.onClick as () => void} />,
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Too many requests. Please wait a moment.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Success: Story = {
  args: {
    variant: 'success',
    title: undefined,
    children: 'Your message was sent. We reply within 1-2 business days.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('We reply within 1-2 business days.');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const WithoutIcon: Story = {
  args: { variant: 'info', icon: null, title: 'No invoice yet', children: undefined },
};

export const LongText: Story = {
  args: {
    variant: 'warning',
    title: 'Your balance will run out before the current training jobs finish at the present rate of use',
    children:
      'Simulators use 0.01 GB per hour and trainers 0.1 GB per hour. Add credit now to keep the jobs running; jobs that stop for lack of credit resume from their last checkpoint once credit is added.',
    action: (
      <Button size="sm" variant="outlined">
        Add 20$ Credits
      </Button>
    ),
  },
  render: (args) => (
    <div className="max-w-2xl">
      <Alert {...args} />
    </div>
  ),
};

export const Mobile: Story = {
  ...LongText,
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const Korean: Story = {
  args: {
    title: '결제가 취소되었습니다',
    children: '결제를 다시 시도하려면 아래 버튼을 눌러 주세요.',
    action: (
      <Button size="sm" variant="outlined">
        다시 시도
      </Button>
    ),
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('결제가 취소되었습니다');
  },
};
