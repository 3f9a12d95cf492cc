import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../../../design-system/src/lib/viewports.fixtures';
import { OnlineNowCard } from './online-now-card';
import { koreanMode } from '../../../../.storybook/modes';

const meta = {
  title: 'Blocks/Live sessions/Online now card',
  component: OnlineNowCard,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  args: { counts: { simulator: 2, trainer: 1 }, href: '/user/sessions' },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OnlineNowCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Online now' });
    await expect(card).toHaveTextContent('Simulators2');
    await expect(card).toHaveTextContent('Trainers1');
    await expect(within(card).getByRole('link', { name: 'View sessions Online now' })).toHaveAttribute(
      'href',
      '/user/sessions',
    );
    await expect(card.querySelector('[aria-live]')).toBeNull();
  },
};

export const NoneOnline: Story = {
  args: { counts: { simulator: 0, trainer: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Online now' })).toHaveTextContent('Simulators0');
  },
};

export const RouterLink: Story = {
  args: {
    renderLink: ({ href, className, children }) => (
      <a href={href} className={className} data-router="yes">
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('data-router', 'yes');
  },
};

export const Loading: Story = {
  args: { counts: undefined, loading: true },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Online now' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(card).toHaveTextContent('Loading sessions');
  },
};

export const Failed: Story = {
  args: { counts: undefined, error: 'Sessions could not be loaded.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sessions could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    // The way to the sessions page stays.
    await expect(canvas.getByRole('link', { name: /View sessions/ })).toBeVisible();
  },
};

export const LongValues: Story = {
  args: {
    counts: { simulator: 12_480, trainer: 1_024 },
    formatCount: (count) => new Intl.NumberFormat('en').format(count),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Online now' })).toHaveTextContent('Simulators12,480');
  },
};

export const Korean: Story = {
  args: {
    labels: {
      title: '지금 온라인',
      description: '내 키로 연결된 시뮬레이터와 트레이너.',
      roles: { simulator: '시뮬레이터', trainer: '트레이너' },
      view: '세션 보기',
      loading: '세션을 불러오는 중',
      retry: '다시 시도',
    },
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '세션 보기 지금 온라인' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...phoneViewport,
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
