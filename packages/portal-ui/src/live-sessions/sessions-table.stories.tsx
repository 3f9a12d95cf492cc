import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { phoneViewport } from '../../../design-system/src/lib/viewports.fixtures';
import { BlockSessionsSwitch } from './block-sessions-switch';
import type { LiveSession } from './live-session';
import {
  STORY_NOW,
  englishEmptySteps,
  koreanEmptySteps,
  koreanSessionsLabels,
  liveSessions,
  longRunningSession,
} from './live-sessions.fixtures';
import { SessionsTable } from './sessions-table';
import { resolveUiMessages } from '@ccnets/design-system';
import { koreanMode } from '../../../../.storybook/modes';

const meta = {
  title: 'Blocks/Live sessions/Sessions table',
  component: SessionsTable,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  args: { sessions: liveSessions, now: STORY_NOW, onDisconnect: fn(), emptySteps: englishEmptySteps },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
} satisfies Meta<typeof SessionsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The fixtures' figures as the block writes them in each locale of the provider; the labels are
 * props and stay English. Chromatic plays every story in its Korean mode too.
 */
const figuresIn = (locale: string) =>
  locale === 'ko'
    ? {
        threeHoursAgo: '3시간 전',
        trainerIn: '48.2MB',
        trainerOut: '51.9MB',
        trainerSteps: '1,204,311',
        fortyTwoSecondsAgo: '42초 전',
        waitingIn: '812바이트',
        nineDaysAgo: '9일 전',
        longIn: '988GB',
        longOut: '123TB',
        longSteps: '9,876,543,210',
        secondsAgo: /[1-9]초 전/,
      }
    : {
        threeHoursAgo: '3 hours ago',
        trainerIn: '48.2 MB',
        trainerOut: '51.9 MB',
        trainerSteps: '1,204,311',
        fortyTwoSecondsAgo: '42 seconds ago',
        waitingIn: '812 bytes',
        nineDaysAgo: '9 days ago',
        longIn: '988 GB',
        longOut: '123 TB',
        longSteps: '9,876,543,210',
        secondsAgo: /[1-9] seconds? ago/,
      };

export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    const figures = figuresIn(globals.locale);
    const table = canvas.getByRole('table', { name: 'Online sessions' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual([
      'Session',
      'Role',
      'Connected',
      'Data in',
      'Data out',
      'Steps',
      'Actions',
    ]);
    const [, trainer, , waiting] = within(table).getAllByRole('row');
    await expect(within(trainer!).getByRole('rowheader')).toHaveTextContent('cbb65cd2');
    await expect(trainer).toHaveTextContent('Trainer');
    await expect(trainer).toHaveTextContent(figures.threeHoursAgo);
    await expect(trainer).toHaveTextContent(figures.trainerIn);
    await expect(trainer).toHaveTextContent(figures.trainerOut);
    await expect(trainer).toHaveTextContent(figures.trainerSteps);
    await expect(within(trainer!).getByText(figures.threeHoursAgo)).toHaveAttribute(
      'datetime',
      liveSessions[0]!.connectedAt,
    );
    // A session that is not relaying says why; an active one carries no badge.
    await expect(waiting).toHaveTextContent('Waiting for a trainer');
    await expect(waiting).toHaveTextContent(figures.fortyTwoSecondsAgo);
    await expect(waiting).toHaveTextContent(figures.waitingIn);
    // Counters are read with their row, never announced on their own.
    await expect(
      canvas.getByRole('region', { name: 'Online sessions' }).querySelector('[aria-live]'),
    ).toBeNull();
  },
};

export const DisconnectByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Disconnect Simulator 0a9e4f11' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    const body = within(document.body);
    const dialog = await body.findByRole('dialog', { name: 'Disconnect session 0a9e4f11 (Simulator)?' });
    await expect(dialog).toHaveAccessibleDescription(/stops/);
    // Escape cancels: nothing is disconnected and focus is back on the row's button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(button).toHaveFocus();
    await expect(args.onDisconnect).not.toHaveBeenCalled();

    // Enter again, Tab to the confirm button and press it.
    await userEvent.keyboard('{Enter}');
    const again = await body.findByRole('dialog');
    const confirm = within(again).getByRole('button', { name: 'Disconnect' });
    while (document.activeElement !== confirm) await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await expect(args.onDisconnect).toHaveBeenCalledTimes(1);
    await expect(args.onDisconnect).toHaveBeenCalledWith(liveSessions[1]);
    // The row is the app's to remove; focus moves to the rows, never to the page's top.
    await expect(canvas.getByRole('group', { name: 'Online sessions' })).toHaveFocus();
  },
};

function RemovingSessions(props: { sessions: LiveSession[] }) {
  const [sessions, setSessions] = useState(props.sessions);
  return (
    <SessionsTable
      sessions={sessions}
      now={STORY_NOW}
      onDisconnect={(gone) => setSessions((current) => current.filter((session) => session.id !== gone.id))}
    />
  );
}

export const DisconnectRemovesRow: Story = {
  render: () => <RemovingSessions sessions={liveSessions} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect Trainer cbb65cd2' }));
    const body = within(document.body);
    await userEvent.click(within(await body.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await expect(canvas.getByRole('button', { name: 'Disconnect Trainer cbb65cd2' })).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Disconnect Trainer cbb65cd2' }));
    await userEvent.click(
      within(await body.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }),
    );
    await waitFor(() => expect(canvas.getAllByRole('row')).toHaveLength(3));
    await expect(canvas.queryByText('cbb65cd2')).toBeNull();
    await expect(canvas.getByRole('group', { name: 'Online sessions' })).toHaveFocus();
  },
};

export const WithBlockSwitch: Story = {
  args: {
    controls: <BlockSessionsSwitch blocked={false} onBlockedChange={fn()} />,
    status: 'Live',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Block new sessions' })).not.toBeChecked();
    await expect(canvas.getByText('Live')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { sessions: [] },
  play: async ({ canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    const card = canvas.getByRole('region', { name: 'Online sessions' });
    await expect(within(card).getByRole('heading', { name: 'No session online' })).toBeVisible();
    await expect(within(card).queryByRole('table')).toBeNull();
    for (const command of [
      'pip install remoterl',
      'remoterl register',
      'remoterl train',
      'remoterl simulate',
    ]) {
      await expect(within(card).getByText(command)).toBeVisible();
    }
    await userEvent.click(within(card).getAllByRole('button', { name: messages.copyCode })[1]!);
    await expect(navigator.clipboard.writeText).toHaveBeenLastCalledWith('remoterl register');
    await waitFor(() => expect(canvas.queryByText(messages.copied)).toBeNull(), { timeout: 4000 });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Online sessions' });
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(card).toHaveTextContent('Loading sessions');
  },
};

export const Failed: Story = {
  args: { error: 'Sessions could not be loaded.', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Sessions could not be loaded.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};

export const LongValues: Story = {
  args: { sessions: [longRunningSession, ...liveSessions] },
  play: async ({ canvas, globals }) => {
    const figures = figuresIn(globals.locale);
    const [, row] = canvas.getAllByRole('row');
    await expect(row).toHaveTextContent(figures.nineDaysAgo);
    await expect(row).toHaveTextContent(figures.longIn);
    await expect(row).toHaveTextContent(figures.longOut);
    await expect(row).toHaveTextContent(figures.longSteps);
    await expect(row).toHaveTextContent('Paused');
  },
};

export const KeptCurrent: Story = {
  // The real clock runs here, so the picture changes each second: behaviour only.
  parameters: { chromatic: { disableSnapshot: true } },
  args: { now: undefined },
  render: (args) => (
    // Connected "now" when the story renders, whenever that is.
    <SessionsTable {...args} sessions={[{ ...liveSessions[2]!, connectedAt: new Date().toISOString() }]} />
  ),
  play: async ({ canvas, globals }) => {
    const table = canvas.getByRole('table');
    // The relative time moves on by itself, with no new data.
    await waitFor(() => expect(table).toHaveTextContent(figuresIn(globals.locale).secondsAgo), {
      timeout: 5000,
    });
  },
};

export const Korean: Story = {
  args: { labels: koreanSessionsLabels, emptySteps: koreanEmptySteps },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '온라인 세션' });
    await expect(table).toHaveTextContent('3시간 전');
    await expect(table).toHaveTextContent('트레이너 대기 중');
    await userEvent.click(canvas.getByRole('button', { name: '연결 끊기 시뮬레이터 0a9e4f11' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: '세션 0a9e4f11(시뮬레이터)의 연결을 끊을까요?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: '취소' }));
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
  },
};

export const KoreanEmpty: Story = {
  args: { sessions: [], labels: koreanSessionsLabels, emptySteps: koreanEmptySteps },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: '온라인 세션이 없습니다' })).toBeVisible();
  },
};

export const Phone: Story = {
  ...phoneViewport,
  args: { sessions: [longRunningSession, ...liveSessions] },
  play: async ({ canvas }) => {
    // Stacked rows: every figure and button in view, nothing to scroll sideways.
    const list = canvas.getByRole('list', { name: 'Online sessions' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.queryByRole('table')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Disconnect Simulator ffffffff' })).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};
