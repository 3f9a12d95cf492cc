import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tallViewport } from '../../lib/viewports.fixtures';
import { resolveUiMessages } from '../../locale';
import { PaperList, type PaperItem } from './paper-list';
import { koreanMode } from '../../../../../.storybook/modes';

const englishPapers: PaperItem[] = [
  {
    title: 'Causal Cooperative Networks: a framework for causal learning',
    venue: 'Research paper, 2023',
    summary:
      'Three networks, an explainer, a reasoner and a producer, train one another so that the model learns cause and effect instead of correlation.',
    href: 'https://ccnets.org/research/causal-learning-framework',
    external: true,
  },
  {
    title: 'A cooperative architecture for unsupervised learning of causal relationships',
    venue: 'Research paper, 2023',
    summary:
      'Learns causal relationships in data without labels by letting cooperating networks check each other’s work.',
    href: 'https://ccnets.org/research/cooperative-architecture',
    external: true,
  },
  {
    title: 'Invertible-reasoning policy with reverse dynamics for causal reinforcement learning',
    venue: 'Research paper, 2024',
    summary:
      'A policy that reasons backwards from goals through a learned reverse-dynamics model, reaching good behaviour with far less simulation.',
    href: 'https://ccnets.org/research/invertible-reasoning-policy',
    external: true,
  },
];

const meta = {
  title: 'Sections/PaperList',
  component: PaperList,
  tags: ['locale-ko'],
  parameters: { ...koreanMode, layout: 'fullscreen' },
  args: {
    eyebrow: 'AI studies',
    title: 'Research behind RemoteRL',
    description: 'Causal AI is why RemoteRL needs about ten times less simulation. These papers explain how.',
    items: englishPapers,
  },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'surface', 'alternate', 'brand'] } },
} satisfies Meta<typeof PaperList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const link = canvas.getByRole('link', {
      name: (name) => name.startsWith('Invertible-reasoning policy') && name.endsWith(messages.opensInNewTab),
    });
    await expect(link).toHaveAttribute('href', 'https://ccnets.org/research/invertible-reasoning-policy');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const WithAuthors: Story = {
  args: {
    tone: 'surface',
    items: englishPapers.map((paper) => ({ ...paper, authors: 'CCNets research team' })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('CCNets research team · Research paper, 2023')).toHaveLength(2);
  },
};

export const Empty: Story = {
  args: { items: [], emptyText: 'Our first papers are on their way.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Our first papers are on their way.')).toBeVisible();
  },
};

export const Narrow: Story = {
  ...tallViewport('mobileTall'),
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list');
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

export const Korean: Story = {
  args: {
    eyebrow: 'AI 연구',
    title: 'RemoteRL을 만든 연구',
    description:
      '인과 AI 덕분에 RemoteRL은 약 10배 적은 시뮬레이션으로 학습합니다. 아래 논문에서 원리를 확인하세요.',
    newTabLabel: '(새 탭에서 열림)',
    items: [
      {
        title: '인과 협력 네트워크: 인과 학습 프레임워크',
        venue: '연구 논문, 2023',
        summary: '설명자, 추론자, 생성자 세 네트워크가 서로를 학습시켜 상관관계가 아닌 인과관계를 배웁니다.',
        href: 'https://ccnets.org/research/causal-learning-framework',
        external: true,
      },
      {
        title: '인과관계의 비지도 학습을 위한 협력 아키텍처',
        venue: '연구 논문, 2023',
        summary: '서로의 결과를 검증하는 협력 네트워크로 레이블 없이 데이터 속 인과관계를 학습합니다.',
        href: 'https://ccnets.org/research/cooperative-architecture',
        external: true,
      },
      {
        title: '인과 강화학습을 위한 역동역학 기반 가역 추론 정책',
        venue: '연구 논문, 2024',
        summary:
          '학습된 역동역학 모델로 목표에서 거꾸로 추론해 훨씬 적은 시뮬레이션으로 좋은 행동에 도달합니다.',
        href: 'https://ccnets.org/research/invertible-reasoning-policy',
        external: true,
      },
    ],
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: /인과 협력 네트워크/ })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};
