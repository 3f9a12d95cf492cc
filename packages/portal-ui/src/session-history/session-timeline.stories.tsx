import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SessionTimeline } from './session-timeline';
import { endedSessions, sessionTimeline } from './session-history.fixtures';
import { koreanMode } from '../../../../.storybook/modes';

const meta = {
  title: 'Blocks/Session timeline',
  component: SessionTimeline,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  args: { session: endedSessions[0]!, timeline: sessionTimeline },
} satisfies Meta<typeof SessionTimeline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Session 3f2a1b0c' })).toBeVisible();
    const events = within(canvas.getByRole('list', { name: 'Timeline' })).getAllByRole('listitem');
    await expect(events.map((item) => item.dataset.event)).toEqual([
      'connected',
      'paired',
      'paused',
      'resumed',
      'ended',
    ]);
    await expect(canvas.getByText('Start the client again')).toBeVisible();
  },
};

export const ClosedByClient: Story = {
  args: { session: { ...endedSessions[0]!, endReason: 'closed_by_client', endCode: '1000' } },
  play: async ({ canvas }) => {
    // Nothing to fix: no fix line.
    await expect(canvas.queryByText('What fixes it')).toBeNull();
  },
};

export const Korean: Story = {
  args: {
    labels: {
      detailTitle: '세션 {session}',
      timeline: '타임라인',
      events: {
        connected: '연결됨',
        paired: '짝 지어짐',
        paused: '일시 중지 (데이터 없음)',
        resumed: '재개됨',
        held: '끊김, 재개 대기',
        ended: '종료됨',
      },
    },
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: '타임라인' })).toBeVisible();
  },
};
