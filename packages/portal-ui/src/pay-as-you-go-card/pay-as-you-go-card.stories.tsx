import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PayAsYouGoCard } from './pay-as-you-go-card';
import {
  englishPayAsYouGoAddOns,
  englishPayAsYouGoDescription,
  englishPayAsYouGoFeatures,
} from './pay-as-you-go-card.fixtures';

const meta = {
  title: 'Blocks/Billing/Pay-as-you-go card',
  component: PayAsYouGoCard,
  args: {
    features: englishPayAsYouGoFeatures,
    addOns: englishPayAsYouGoAddOns,
    labels: { description: englishPayAsYouGoDescription },
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PayAsYouGoCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Pay-as-you-go' });
    const [included, addOns] = within(card).getAllByRole('list');
    const items = within(included!)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    await expect(items).toEqual(englishPayAsYouGoFeatures);
    await expect(items).toHaveLength(10);
    await expect(within(addOns!).getByRole('listitem')).toHaveTextContent(
      'Parameter customisation (optional)$5',
    );
  },
};

export const WithoutAddOns: Story = {
  args: { addOns: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('list')).toHaveLength(1);
    await expect(canvas.queryByText('Optional add-ons')).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const Korean: Story = {
  args: {
    labels: {
      title: '종량제',
      description: 'GB당 $1. 크레딧은 $10부터 $10 단위로 구매합니다.',
      included: '포함 항목',
      addOns: '선택 추가 기능',
      optional: '선택',
    },
    features: [
      '환경 스텝 100만 회',
      '학습 20시간',
      '병렬 환경 10개',
      '스토리지 10GB',
      'WebSocket 기반 실시간 학습',
      '로컬 또는 클라우드 호스팅 에이전트 지원',
      '안전한 환경 동기화',
      '에이전트 무제한 등록',
      '동적 에이전트 버전 관리',
      'GPT 기반 강화학습 최적화',
    ],
    addOns: [{ name: '파라미터 커스터마이징', price: '$5' }],
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '종량제' })).toHaveTextContent(
      '파라미터 커스터마이징 (선택)$5',
    );
  },
};
