import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from './button';

const meta = {
  title: 'Components/Primitives/Button',
  component: Button,
  args: { children: 'Get started', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'outlined', 'danger', 'light'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Get started' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
    await expect(button).toHaveStyle({ textTransform: 'none', fontWeight: '500', borderRadius: '4px' });
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-4">
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="outlined">
        Outlined
      </Button>
      <Button {...args} variant="danger">
        Delete key
      </Button>
      <span className="rounded-ds-sm bg-ds-secondary p-4">
        <Button {...args} variant="light">
          Light on dark
        </Button>
      </span>
    </div>
  ),
  play: async ({ canvas }) => {
    const primary = canvas.getByRole('button', { name: 'Primary' });
    await expect(primary).toHaveAttribute('data-variant', 'primary');
    // The button's metrics: 3 x 1 spacing units of 8 px.
    await expect(primary).toHaveStyle({ paddingLeft: '24px', paddingTop: '8px' });
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-center gap-4">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </div>
  ),
};

export const WithIcon: Story = {
  args: { endIcon: <ArrowRight aria-hidden className="size-4" /> },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Get started' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Saving…' },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Saving…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const AsLink: Story = {
  args: { href: '/pricing', children: 'See pricing' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'See pricing' });
    await expect(link).toHaveAttribute('href', '/pricing');
  },
};

export const AsChild: Story = {
  args: {
    asChild: true,
    variant: 'outlined',
    children: <a href="/about">About us</a>,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'About us' });
    await expect(link).toHaveAttribute('data-slot', 'button');
    await expect(link).toHaveAttribute('data-variant', 'outlined');
  },
};

export const FullWidthLongText: Story = {
  args: {
    fullWidth: true,
    children: 'Start training your reinforcement-learning agent in the cloud',
  },
  render: (args) => (
    <div className="max-w-xs">
      <Button {...args} />
    </div>
  ),
};

export const Korean: Story = {
  args: { children: '지금 시작하기' },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '지금 시작하기' })).toBeVisible();
  },
};

export const Keyboard: Story = {
  play: async ({ args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const InToolbar: Story = {
  render: (args) => (
    <div role="toolbar" aria-label="Billing actions" className="flex gap-2">
      <Button {...args}>Change plan</Button>
      <Button {...args} variant="outlined">
        Add 20$ Credits
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const toolbar = within(canvasElement).getByRole('toolbar', { name: 'Billing actions' });
    await expect(within(toolbar).getAllByRole('button')).toHaveLength(2);
  },
};
