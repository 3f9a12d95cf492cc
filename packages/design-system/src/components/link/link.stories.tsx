import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Link } from './link';

const meta = {
  title: 'Components/Primitives/Link',
  component: Link,
  args: { href: '/terms', children: 'Terms of service' },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'nav', 'muted'] } },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Terms of service' });
    await expect(link).toHaveAttribute('href', '/terms');
    await expect(link).not.toHaveAttribute('target');
  },
};

export const Variants: Story = {
  render: () => (
    <div className="flex flex-col gap-3">
      <p>
        Read the <Link href="/terms">terms of service</Link> before you start.
      </p>
      <Link variant="nav" href="/pricing">
        Pricing
      </Link>
      <Link variant="muted" href="/cookie-policy">
        Cookie policy
      </Link>
    </div>
  ),
};

export const External: Story = {
  args: { href: 'https://www.linkedin.com/company/ccnets', external: true, children: 'LinkedIn' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'LinkedIn' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const AsChild: Story = {
  args: { asChild: true, children: <a href="/about">About us</a> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'About us' })).toHaveAttribute('data-slot', 'link');
  },
};

export const Korean: Story = {
  args: { children: '서비스 약관' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '서비스 약관' })).toBeVisible();
  },
};
