import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SessionHistoryTable } from './session-history-table';
import { endedSessions } from './session-history.fixtures';
import { koreanMode } from '../../../../.storybook/modes';

const meta = {
  title: 'Blocks/Session history',
  component: SessionHistoryTable,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  args: { sessions: endedSessions, hrefFor: (id: string) => `#session-${id}` },
} satisfies Meta<typeof SessionHistoryTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Ended sessions' });
    const rows = within(table).getAllByRole('row');
    // A heading row and one row per session.
    await expect(rows).toHaveLength(endedSessions.length + 1);
    await expect(rows[1]).toHaveTextContent('Disconnected from the dashboard 4010');
    await expect(rows[2]).toHaveTextContent('Copy your new key: `remoterl register`');
    // Free shows a share of the allowance, pay-as-you-go money.
    await expect(rows[1]).toHaveTextContent('of the allowance');
    await expect(rows[3]).toHaveTextContent('$0.01');
    await expect(within(table).getByRole('link', { name: '3f2a1b0c' })).toHaveAttribute(
      'href',
      '#session-3f2a1b0c',
    );
  },
};

export const Empty: Story = {
  args: { sessions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No session has ended yet.')).toBeVisible();
  },
};

export const Loading: Story = { args: { sessions: [], loading: true } };

export const Failed: Story = {
  args: { sessions: [], error: 'The history could not be loaded.', onRetry: () => {} },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const Korean: Story = {
  args: {
    labels: {
      title: '세션 기록',
      description: '최근 90일 동안 종료된 세션, 최신순.',
      caption: '종료된 세션',
      ended: '종료',
      role: '역할',
      session: '세션',
      duration: '시간',
      data: '데이터 (프로세스 기준)',
      dataValue: '송신 {sent}, 수신 {received}',
      frames: '스텝',
      cost: '측정량 · 비용',
      reason: '종료 사유',
      roles: { simulator: '시뮬레이터', trainer: '트레이너' },
      units: { h: '시간', min: '분', s: '초' },
      allowanceShare: '제공량의 {share}',
      reasons: {
        closed_by_client: '클라이언트가 종료',
        disconnected_from_dashboard: '대시보드에서 연결 끊음',
        key_regenerated: '키 재발급됨',
        credit_exhausted: '크레딧 소진',
        blocked: '차단됨',
        slow_reader: '느린 수신',
        heartbeat_lost: '하트비트 끊김 (네트워크)',
        service_shutdown: '서비스 종료',
        protocol_error: '프로토콜 오류',
      },
      fixes: {
        closed_by_client: '',
        disconnected_from_dashboard: '클라이언트를 다시 시작하세요',
        key_regenerated: '새 키를 복사하세요: `remoterl register`',
        credit_exhausted: '크레딧 구매',
        blocked: '새 세션 차단을 끄세요',
        slow_reader: '프레임을 더 빨리 읽거나 덜 보내세요',
        heartbeat_lost: '네트워크를 확인하세요. 클라이언트가 다시 연결합니다',
        service_shutdown: '클라이언트를 다시 시작하세요',
        protocol_error: '클라이언트를 업데이트하세요',
      },
      empty: '아직 종료된 세션이 없습니다.',
    },
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: '종료된 세션' })).toBeInTheDocument();
    await expect(canvas.getByText('새 키를 복사하세요: `remoterl register`')).toBeVisible();
  },
};
