import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../button/button';
import { Link } from '../link/link';
import { Card, CardAction, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from './card';

const meta = {
  title: 'Components/Primitives/Card',
  component: Card,
  // Their props tables show on this docs page too.
  subcomponents: { CardHeader, CardTitle, CardDescription, CardAction, CardContent, CardFooter },
  args: { variant: 'default', padding: 'md' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'outlined', 'raised'] },
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
  },
  render: (args) => (
    <Card {...args} className="max-w-md">
      <CardHeader>
        <CardTitle>Billing</CardTitle>
        <CardDescription>Current plan and balance.</CardDescription>
      </CardHeader>
      <CardContent>
        <p>Pay-as-you-go · $42.00</p>
      </CardContent>
      <CardFooter>
        <Button size="sm">Change plan</Button>
        <Button size="sm" variant="outlined">
          Add 20$ Credits
        </Button>
      </CardFooter>
    </Card>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Billing' })).toBeVisible();
    const card = canvas.getByRole('heading', { name: 'Billing' }).closest('[data-slot="card"]');
    await expect(card).toHaveAttribute('data-variant', 'default');
    await expect(card).toHaveStyle({ paddingTop: '24px' });
  },
};

export const Variants: Story = {
  render: () => (
    <div className="grid max-w-3xl gap-4 md:grid-cols-3">
      {(['default', 'outlined', 'raised'] as const).map((variant) => (
        <Card key={variant} variant={variant}>
          <CardHeader>
            <CardTitle className="capitalize">{variant}</CardTitle>
            <CardDescription>Surface style “{variant}”.</CardDescription>
          </CardHeader>
        </Card>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const raised = canvas.getByRole('heading', { name: 'raised' }).closest('[data-slot="card"]');
    await expect(getComputedStyle(raised as Element).boxShadow).not.toBe('none');
  },
};

export const WithHeaderAction: Story = {
  render: (args) => (
    <Card {...args} className="max-w-md">
      <CardHeader>
        <CardTitle asChild>
          <h2>Usage</h2>
        </CardTitle>
        <CardDescription>Data used this month.</CardDescription>
        <CardAction>
          <Link href="/user/billing">View</Link>
        </CardAction>
      </CardHeader>
      <CardContent>
        <p>3.2 GB of simulator and trainer data.</p>
      </CardContent>
    </Card>
  ),
  play: async ({ canvas }) => {
    // asChild lets the page choose the heading level.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Usage' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/user/billing');
  },
};

export const AsLink: Story = {
  args: { interactive: true, variant: 'outlined', onClick: fn() },
  render: (args) => (
    <Card {...args} asChild className="max-w-xs">
      <a href="#premium">
        <CardHeader>
          <CardTitle>PREMIUM</CardTitle>
          <CardDescription>$1 per GB, unlimited simulators.</CardDescription>
        </CardHeader>
      </a>
    </Card>
  ),
  play: async ({ args, canvas }) => {
    const link = canvas.getByRole('link', { name: /PREMIUM/ });
    await expect(link).toHaveAttribute('data-slot', 'card');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  render: (args) => (
    <Card {...args} className="max-w-md">
      <CardHeader>
        <CardTitle>Invoices</CardTitle>
      </CardHeader>
      <CardContent className="items-center py-6 text-ds-muted">No invoice yet</CardContent>
    </Card>
  ),
};

export const AuthCardSize: Story = {
  render: (args) => (
    <Card
      {...args}
      variant="raised"
      className="mx-auto min-h-(--rrl-auth-card-min-height) w-full max-w-(--rrl-auth-card-width) justify-center"
    >
      <CardHeader className="text-center">
        <CardTitle asChild>
          <h1>Log in</h1>
        </CardTitle>
      </CardHeader>
      <CardFooter className="justify-center">
        <Button fullWidth>Log in with Google</Button>
      </CardFooter>
    </Card>
  ),
  play: async ({ canvas }) => {
    const card = canvas.getByRole('heading', { name: 'Log in' }).closest('[data-slot="card"]') as HTMLElement;
    const box = card.getBoundingClientRect();
    await expect(box.width).toBe(460);
    await expect(box.height).toBeGreaterThanOrEqual(570);
  },
};

export const LongText: Story = {
  render: (args) => (
    <Card {...args} className="max-w-sm">
      <CardHeader>
        <CardTitle>Real-time training via WebSockets with local or cloud-hosted agent support</CardTitle>
        <CardDescription>
          Stream observations and actions between your simulator and the trainer with secure environment sync,
          unlimited agent registrations and dynamic agent versioning.
        </CardDescription>
        <CardAction>
          <Link href="/pricing">Pricing</Link>
        </CardAction>
      </CardHeader>
      <CardFooter>
        <Button size="sm">Get started with the pay-as-you-go plan</Button>
        <Button size="sm" variant="outlined">
          Compare every plan
        </Button>
      </CardFooter>
    </Card>
  ),
};

export const Korean: Story = {
  render: (args) => (
    <Card {...args} className="max-w-md">
      <CardHeader>
        <CardTitle>결제</CardTitle>
        <CardDescription>현재 요금제와 잔액입니다.</CardDescription>
      </CardHeader>
      <CardContent>
        <p>활성화된 요금제가 없습니다</p>
      </CardContent>
      <CardFooter>
        <Button size="sm">요금제 선택</Button>
      </CardFooter>
    </Card>
  ),
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '결제' })).toBeVisible();
  },
};
