import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@ccnets/design-system';
import { phoneViewport } from '../../../design-system/src/lib/viewports.fixtures';
import {
  STORY_GRACE_ENDS_AT,
  STORY_NOW,
  healthySessions,
  heldAndPausedSessions,
  koreanHealthLabels,
  koreanSessionsLabels,
} from './live-sessions.fixtures';
import { SessionHealthCells } from './session-health';
import { SessionsTable } from './sessions-table';
import { koreanMode } from '../../../../.storybook/modes';

const usd = (amount: number) => `$${amount.toFixed(amount < 0.01 ? 4 : 2)}`;

const meta = {
  title: 'Blocks/Live sessions/Session health',
  component: SessionsTable,
  // The cells are drawn inside the table's rows; their props are documented here.
  subcomponents: { SessionHealthCells },
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  args: {
    sessions: healthySessions,
    now: STORY_NOW,
    onDisconnect: fn(),
    formatMetered: (gb: number, cost: number | null) => ({
      gb: `${gb} GB`,
      cost: cost === null ? '' : usd(cost),
    }),
  },
} satisfies Meta<typeof SessionsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rates each way from the process's side, the round trip, the heartbeat, the pairing and the cost. */
export const LiveHealth: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Online sessions' });
    await expect(within(table).getByRole('columnheader', { name: 'Health' })).toBeVisible();
    const trainer = within(table).getByRole('group', { name: 'Health of session cbb65cd2' });
    await expect(trainer).toHaveTextContent(/412\.5 steps\/s/);
    await expect(trainer).toHaveTextContent('Round trip 38 ms');
    await expect(trainer).toHaveTextContent('Heartbeat 4 s ago');
    await expect(trainer).toHaveTextContent('Fed by 0a9e4f11');
    await expect(trainer).toHaveTextContent('0.31 GB metered · $0.31');
    const simulator = within(table).getByRole('group', { name: 'Health of session 0a9e4f11' });
    await expect(simulator).toHaveTextContent('Feeds trainer cbb65cd2');
    await expect(simulator).toHaveTextContent('No heartbeat yet');
  },
};

/** A held trainer counts down its hold; the paused account counts down its grace, with Buy credit. */
export const HeldAndPaused: Story = {
  args: {
    sessions: heldAndPausedSessions,
    graceEndsAt: STORY_GRACE_ENDS_AT,
    buyCredit: (
      <Button size="sm" onClick={fn()}>
        Buy credit
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Online sessions' });
    await expect(within(table).getByRole('group', { name: 'Health of session cbb65cd2' })).toHaveTextContent(
      'Resumable for 1:34',
    );
    await expect(within(table).getByRole('group', { name: 'Health of session 0a9e4f11' })).toHaveTextContent(
      'Grace ends in 0:42',
    );
    await expect(canvas.getByText('No data left: paused sessions close in 0:42.')).toBeVisible();
    // The button is reached from the keyboard before the rows.
    const buy = canvas.getByRole('button', { name: 'Buy credit' });
    buy.focus();
    await expect(buy).toHaveFocus();
    await userEvent.keyboard('{Enter}');
  },
};

export const OnAPhone: Story = {
  args: { sessions: heldAndPausedSessions, graceEndsAt: STORY_GRACE_ENDS_AT },
  ...phoneViewport,
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: 'Online sessions' });
    await expect(within(list).getByRole('group', { name: 'Health of session cbb65cd2' })).toHaveTextContent(
      'Resumable for 1:34',
    );
  },
};

export const Korean: Story = {
  args: {
    sessions: heldAndPausedSessions,
    graceEndsAt: STORY_GRACE_ENDS_AT,
    buyCredit: <Button size="sm">크레딧 구매</Button>,
    labels: { ...koreanSessionsLabels, ...koreanHealthLabels },
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '온라인 세션' });
    await expect(within(table).getByRole('group', { name: '세션 cbb65cd2의 상태' })).toHaveTextContent(
      '1:34 동안 재개 가능',
    );
    await expect(canvas.getByText('데이터가 없습니다: 일시 중지된 세션이 0:42 후에 닫힙니다.')).toBeVisible();
  },
};
