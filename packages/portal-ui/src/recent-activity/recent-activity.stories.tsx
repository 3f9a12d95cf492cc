import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneViewport } from '../../../design-system/src/lib/viewports.fixtures';
import { formatActivityTime } from './format-activity';
import { RecentActivity } from './recent-activity';
import { activityEntries, fullActivityLog, STORY_NOW } from './recent-activity.fixtures';
import { koreanMode } from '../../../../.storybook/modes';

const meta = {
  title: 'Blocks/Recent activity',
  component: RecentActivity,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  args: { entries: activityEntries, now: STORY_NOW },
} satisfies Meta<typeof RecentActivity>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    const card = canvas.getByRole('region', { name: 'Recent activity' });
    await expect(within(card).getByRole('heading', { level: 2, name: 'Recent activity' })).toBeVisible();
    const items = within(card).getAllByRole('listitem');
    await expect(items).toHaveLength(activityEntries.length);
    // Newest first, a label per kind, when (in the story's locale) and from where.
    await expect(items[0]).toHaveTextContent('New sessions allowed');
    await expect(items[0]).toHaveTextContent(
      formatActivityTime(activityEntries[0]!.at, STORY_NOW, globals.locale),
    );
    await expect(items[0]).toHaveTextContent('from 203.0.113.7');
    // Each entry's details: the session, the new threshold and the amount in dollars, and the
    // replaced key by its fingerprint only.
    await expect(items[1]).toHaveTextContent('Session 9f8e7d6c');
    await expect(items[2]).toHaveTextContent('Warn below $15.00');
    await expect(items[3]).toHaveTextContent('Payment');
    await expect(items[3]).toHaveTextContent('$20.00 credited');
    await expect(items[4]).toHaveTextContent('Replaced key api_1a2b3c4d…');
    // A sign-in and a block say all in their label: no detail line.
    await expect(items[0]!.querySelector('[data-slot="activity-detail"]')).toBeNull();
    await expect(items[5]!.querySelector('[data-slot="activity-detail"]')).toBeNull();
    // An IPv4 address seen through an IPv6 socket reads as IPv4.
    await expect(items[3]).toHaveTextContent('from 198.51.100.24');
    await expect(items[5]).toHaveTextContent('Signed in');
    await expect(items[5]!.querySelector('time')).toHaveAttribute('datetime', activityEntries[5]!.at);
    await expect(card.querySelector('[aria-live]')).toBeNull();
    // A list that fits scrolls nothing, so it adds no tab stop.
    await expect(card.querySelector('[tabindex]')).toBeNull();
  },
};

export const FullLog: Story = {
  args: { entries: fullActivityLog },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('region', { name: 'Account activity' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    // The list scrolls inside the card, and the keyboard reaches it (the browser scrolls a
    // focused region with the arrow keys).
    await expect(list.scrollHeight).toBeGreaterThan(list.clientHeight);
    await userEvent.tab();
    await expect(list).toHaveFocus();
  },
};

export const Loading: Story = {
  args: { entries: [], loading: true },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Recent activity' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(card).toHaveTextContent('Loading activity');
    await expect(within(card).queryByRole('list')).toBeNull();
  },
};

export const Empty: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'No activity yet' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Failed: Story = {
  args: { entries: [], error: 'Activity could not be loaded.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Activity could not be loaded.');
    const retry = canvas.getByRole('button', { name: 'Try again' });
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const Korean: Story = {
  args: {
    labels: {
      title: '최근 활동',
      description: '로그인과 계정 변경, 최신순.',
      list: '계정 활동',
      kinds: {
        sign_in: '로그인',
        key_regenerated: 'API 키 재발급',
        payment: '결제',
        threshold_changed: '잔액 알림 기준 변경',
        session_disconnected: '세션 연결 끊음',
        sessions_blocked: '새 세션 차단',
        key_created: 'API 키 생성됨',
        session_refused: '연결 거부됨',
        key_revoked: 'API 키 폐기됨',
      },
      sessionsAllowed: '새 세션 허용',
      details: {
        payment: '{amount} 충전',
        threshold: '{amount} 미만이면 알림',
        thresholdOff: '알림 끔',
        replacedKey: '이전 키 {fingerprint}',
        session: '세션 {session}',
        refused: '키 {fingerprint}의 {code}',
      },
      source: '{address}에서',
      emptyTitle: '아직 활동이 없습니다',
      emptyDescription: '로그인, 키 변경, 결제가 여기에 표시됩니다.',
      loading: '활동을 불러오는 중',
      retry: '다시 시도',
    },
    formatMoney: (amount) =>
      new Intl.NumberFormat('ko', { style: 'currency', currency: 'USD' }).format(amount),
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('region', { name: '최근 활동' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('새 세션 허용');
    await expect(items[0]).toHaveTextContent('40초 전');
    await expect(items[0]).toHaveTextContent('203.0.113.7에서');
    await expect(items[5]).toHaveTextContent('로그인');
    await expect(items[2]).toHaveTextContent('US$15.00 미만이면 알림');
    await expect(items[3]).toHaveTextContent('US$20.00 충전');
    await expect(items[4]).toHaveTextContent('이전 키 api_1a2b3c4d…');
  },
};

export const WarningTurnedOff: Story = {
  args: {
    entries: [{ ...activityEntries[2]!, detail: { lowCreditThreshold: 0 } }],
  },
  play: async ({ canvas }) => {
    const item = canvas.getByRole('listitem');
    await expect(item).toHaveTextContent('Low-credit alert changed');
    await expect(item).toHaveTextContent('Warning turned off');
  },
};

export const Phone: Story = {
  ...phoneViewport,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(activityEntries.length);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
