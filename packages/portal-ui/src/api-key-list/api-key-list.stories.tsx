import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@ccnets/design-system';
import type { ApiKeyEntry } from '@remoterl/contract/api-keys';
import { expect, within } from 'storybook/test';
import { koreanMode } from '../../../../.storybook/modes';
import { LimitField } from '../limit-field/limit-field';
import { ApiKeyList } from './api-key-list';

const keys: ApiKeyEntry[] = [
  {
    id: 'primary',
    name: null,
    fingerprint: 'api_1a2b3c4d',
    createdAt: '2026-03-02T09:15:00.000Z',
    lastUsedAt: '2026-03-14T22:41:00.000Z',
    primary: true,
    monthlySpendLimit: null,
    spentThisMonth: 12.4,
  },
  {
    id: '0a1b2c3d',
    name: 'ci-runner',
    fingerprint: 'api_9f8e7d6c',
    createdAt: '2026-03-05T11:00:00.000Z',
    lastUsedAt: null,
    primary: false,
    monthlySpendLimit: 5,
    spentThisMonth: 5,
  },
];

const meta = {
  title: 'Blocks/Settings/API key list',
  component: ApiKeyList,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  args: {
    keys,
    max: 10,
    actions: (entry) =>
      entry.primary ? null : (
        <>
          <Button size="sm" variant="outlined">
            Set limit
          </Button>
          <Button size="sm" variant="outlined">
            Revoke {entry.name}
          </Button>
        </>
      ),
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ApiKeyList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: 'Your API keys' })).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('Primary key');
    await expect(items[0]).toHaveTextContent('no limit of its own · $12.40 spent this month');
    await expect(items[1]).toHaveTextContent('ci-runner');
    await expect(items[1]).toHaveTextContent('never used');
    await expect(items[1]).toHaveTextContent('limit $5.00 a month · $5.00 spent this month');
    await expect(canvas.getByText('2 of 10 keys')).toBeVisible();
  },
};

/** A key's limit being edited in its row. */
export const EditingALimit: Story = {
  args: {
    editor: (entry) =>
      entry.primary ? null : (
        <LimitField
          value="0"
          invalid
          onValueChange={() => {}}
          onSave={() => {}}
          labels={{ label: `Limit per month for ${entry.name ?? 'primary key'} (USD)` }}
        />
      ),
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Limit per month for ci-runner (USD)' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Korean: Story = {
  args: {
    actions: (entry) =>
      entry.primary ? null : (
        <Button size="sm" variant="outlined">
          {entry.name} 폐기
        </Button>
      ),
    labels: {
      list: '내 API 키',
      primary: '기본 키',
      created: '{date} 생성',
      lastUsed: '{date} 마지막 사용',
      neverUsed: '사용한 적 없음',
      limit: '월 한도 {limit}',
      noLimit: '키 자체 한도 없음',
      spent: '이번 달 {amount} 사용',
      count: '키 {count}/{max}개',
    },
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    const items = within(canvas.getByRole('list', { name: '내 API 키' })).getAllByRole('listitem');
    await expect(items[0]).toHaveTextContent('기본 키');
    await expect(items[1]).toHaveTextContent('월 한도 $5.00 · 이번 달 $5.00 사용');
    await expect(canvas.getByText('키 2/10개')).toBeVisible();
  },
};
