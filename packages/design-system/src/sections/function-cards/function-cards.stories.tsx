import type { Meta, StoryObj } from '@storybook/react-vite';
import { Gauge, RefreshCw, Sparkles } from 'lucide-react';
import { expect } from 'storybook/test';
import { tallViewport } from '../../lib/viewports.fixtures';
import { FunctionCards } from './function-cards';

const meta = {
  title: 'Sections/FunctionCards',
  component: FunctionCards,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Functions',
    title: 'Three functions that make training cheaper',
    description:
      'Causal AI sits under each of them: agents learn what drives the reward instead of memorising episodes.',
    items: [
      {
        icon: <Gauge />,
        title: 'Less Simulation',
        description:
          'Causal reinforcement learning needs about ten times less simulation to reach the same policy, so runs finish sooner and cost less.',
      },
      {
        icon: <Sparkles />,
        title: 'Small Language Model',
        description:
          'Compact, tuning-free language-model policies that run fast and cheaply, close to the robot or game that uses them.',
      },
      {
        icon: <RefreshCw />,
        title: 'Self-evolving training system',
        description:
          'The trainer adapts its own settings and curriculum while it learns. There is no hyper-parameter search to babysit.',
      },
    ],
  },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'surface', 'alternate', 'brand'] } },
} satisfies Meta<typeof FunctionCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Less Simulation',
      'Small Language Model',
      'Self-evolving training system',
    ]);
    // The ordinals are decoration: hidden from assistive technology.
    const ordinals = [...canvasElement.querySelectorAll('[data-slot="function-card"] [data-ordinal]')];
    await expect(ordinals.map((element) => element.getAttribute('data-ordinal'))).toEqual(['01', '02', '03']);
    await expect(ordinals.every((element) => element.getAttribute('aria-hidden') === 'true')).toBe(true);
  },
};

export const WithoutNumbers: Story = {
  args: { numbered: false, tone: 'default' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-ordinal]')).toBeNull();
  },
};

export const Narrow: Story = {
  ...tallViewport('mobileTall'),
  play: async ({ canvas }) => {
    const cards = canvas.getAllByRole('listitem');
    await expect(cards[2]!.getBoundingClientRect().top).toBeGreaterThan(
      cards[1]!.getBoundingClientRect().bottom,
    );
  },
};

export const Korean: Story = {
  args: {
    eyebrow: '기능',
    title: '학습 비용을 낮추는 세 가지 기능',
    description:
      '모든 기능의 바탕에는 인과 AI가 있습니다. 에이전트는 에피소드를 외우지 않고 보상을 만드는 원인을 학습합니다.',
    items: [
      {
        icon: <Gauge />,
        title: '적은 시뮬레이션',
        description:
          '인과 강화학습은 같은 정책에 도달하는 데 약 10배 적은 시뮬레이션이 필요해 더 빨리, 더 저렴하게 끝납니다.',
      },
      {
        icon: <Sparkles />,
        title: '소형 언어 모델',
        description: '튜닝이 필요 없는 작고 빠른 언어 모델 정책이 로봇이나 게임 가까이에서 동작합니다.',
      },
      {
        icon: <RefreshCw />,
        title: '스스로 진화하는 학습 시스템',
        description:
          '학습기가 학습하면서 스스로 설정과 커리큘럼을 조정합니다. 하이퍼파라미터 탐색을 지켜볼 필요가 없습니다.',
      },
    ],
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: '적은 시뮬레이션' })).toBeVisible();
  },
};
