import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { RefusalFeed } from './refusal-feed';
import { refusals } from './session-history.fixtures';
import { koreanMode } from '../../../../.storybook/modes';

const meta = {
  title: 'Blocks/Refusal feed',
  component: RefusalFeed,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  args: { refusals },
} satisfies Meta<typeof RefusalFeed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Refused connections' })).getAllByRole('listitem');
    // Repeats are folded with their count; each shows its one fix.
    await expect(items[0]).toHaveTextContent('AUTH-003 × 340');
    await expect(items[0]).toHaveTextContent('Copy your new key: `remoterl register`');
    await expect(items[1]).toHaveTextContent('Turn off Block new sessions');
    await expect(items[1]).toHaveTextContent('client unnamed');
  },
};

export const Empty: Story = {
  args: { refusals: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No connection was refused.')).toBeVisible();
  },
};

export const Korean: Story = {
  args: {
    labels: {
      title: '거부된 연결',
      description: '최근 30일 동안 내 키로 시작하지 못한 클라이언트. 한 시간 안의 반복은 묶어 보여 줍니다.',
      list: '거부된 연결',
      folded: '{code} × {count}, {first} ~ {last}',
      single: '{last}에 {code}',
      origin: '키 {fingerprint}, 클라이언트 {client}',
      unknownClient: '이름 없음',
      fixes: {
        'AUTH-003': '새 키를 복사하세요: `remoterl register`',
        'AUTH-004': '크레딧 구매',
        'AUTH-005': '새 세션 차단을 끄세요',
        'QUO-001': '시뮬레이터를 멈추거나 업그레이드하세요',
        'QUO-002': '시뮬레이터를 멈추거나 업그레이드하세요',
      },
      empty: '거부된 연결이 없습니다.',
    },
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('새 세션 차단을 끄세요')).toBeVisible();
  },
};
