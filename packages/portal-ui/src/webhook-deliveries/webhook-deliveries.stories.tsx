import type { Meta, StoryObj } from '@storybook/react-vite';
import type { WebhookDelivery } from '@remoterl/contract/webhooks';
import { expect, fn, userEvent, within } from 'storybook/test';
import { koreanMode } from '../../../../.storybook/modes';
import { WebhookDeliveries } from './webhook-deliveries';

const url = 'https://hooks.example.com/remoterl';
const deliveries: WebhookDelivery[] = [
  {
    eventId: 'evt_0123456789abcdef01234567',
    kind: 'spendLimit',
    url,
    createdAt: '2026-03-14T22:41:05.000Z',
    status: 'pending',
    attempts: 2,
    lastStatusCode: 503,
    lastAttemptAt: '2026-03-14T22:42:05.000Z',
  },
  {
    eventId: 'evt_1123456789abcdef01234567',
    kind: 'sessionStopped',
    url,
    createdAt: '2026-03-14T03:02:10.000Z',
    status: 'delivered',
    attempts: 1,
    lastStatusCode: 200,
    lastAttemptAt: '2026-03-14T03:02:10.000Z',
  },
  {
    eventId: 'evt_2123456789abcdef01234567',
    kind: 'lowCredit',
    url,
    createdAt: '2026-03-10T08:00:00.000Z',
    status: 'failed',
    attempts: 5,
    lastStatusCode: null,
    lastAttemptAt: '2026-03-10T08:07:30.000Z',
  },
];

const meta = {
  title: 'Blocks/Settings/Webhook deliveries',
  component: WebhookDeliveries,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  args: { deliveries, onRefresh: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof WebhookDeliveries>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const rows = within(canvas.getByRole('table', { name: 'Recent deliveries' })).getAllByRole('row');
    await expect(rows).toHaveLength(4);
    await expect(rows[1]).toHaveTextContent('Spend limit');
    await expect(rows[1]).toHaveTextContent('Retrying');
    await expect(rows[2]).toHaveTextContent('Delivered (200)');
    await expect(rows[3]).toHaveTextContent('Failed (no answer)');
    await expect(rows[3]).toHaveTextContent('5');
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(args.onRefresh).toHaveBeenCalledTimes(1);
  },
};

export const Empty: Story = {
  args: { deliveries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/No deliveries yet/)).toBeVisible();
  },
};

export const Loading: Story = {
  args: { deliveries: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading deliveries…');
  },
};

export const Korean: Story = {
  args: {
    labels: {
      title: '최근 전송',
      refresh: '새로 고침',
      loading: '전송 내역을 불러오는 중…',
      empty: '아직 전송 내역이 없습니다. 앞으로 보내는 알림이 여기에 표시됩니다.',
      time: '시간',
      event: '이벤트',
      status: '상태',
      attempts: '시도 횟수',
      delivered: '전송됨 ({code})',
      failed: '실패 ({code})',
      failedNoAnswer: '실패 (응답 없음)',
      pending: '재시도 중',
      kinds: {
        spendLimit: '사용 한도',
        lowCredit: '크레딧 부족',
        freeAllowance: '무료 BASIC 데이터',
        sessionStopped: '세션 중지',
      },
    },
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    const rows = within(canvas.getByRole('table', { name: '최근 전송' })).getAllByRole('row');
    await expect(rows[2]).toHaveTextContent('전송됨 (200)');
    await expect(rows[3]).toHaveTextContent('실패 (응답 없음)');
  },
};
