import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrainCircuit, Lightbulb, Sparkles } from 'lucide-react';
import { expect } from 'storybook/test';
import { tallViewport } from '../../lib/viewports.fixtures';
import { AboutIntro } from './about-intro';

const meta = {
  title: 'Sections/About/AboutIntro',
  component: AboutIntro,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'About CCNets',
    title: 'Causal Cooperative Networks',
    description: 'A framework for causal learning, and the engine behind RemoteRL.',
    body: (
      <>
        <p>
          Most models learn correlations: what tends to appear together.{' '}
          <strong>Causal Cooperative Networks</strong> learn what causes what, by letting three networks train
          one another.
        </p>
        <p>
          Because every network checks the work of the other two, the system needs far less data and
          simulation. In reinforcement learning that means agents that reach a good policy with about ten
          times less simulation.
        </p>
      </>
    ),
    pillars: [
      {
        icon: <Lightbulb />,
        title: 'Explainer',
        description: 'Summarises an observation into an explanation of what matters in it.',
      },
      {
        icon: <BrainCircuit />,
        title: 'Reasoner',
        description: 'Infers the outcome from the observation and its explanation.',
      },
      {
        icon: <Sparkles />,
        title: 'Producer',
        description: 'Rebuilds the observation from the outcome and the explanation, closing the loop.',
      },
    ],
  },
} satisfies Meta<typeof AboutIntro>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Causal Cooperative Networks' })).toBeVisible();
    const pillars = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(pillars).toEqual(['Explainer', 'Reasoner', 'Producer']);
    // Text and the pillars sit side by side on wide screens.
    const text = canvas.getByText(/Most models learn correlations/).getBoundingClientRect();
    await expect(canvas.getByRole('list').getBoundingClientRect().left).toBeGreaterThan(text.right);
  },
};

export const TextOnly: Story = {
  args: { pillars: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Narrow: Story = {
  ...tallViewport('mobileTall'),
  play: async ({ canvas }) => {
    const text = canvas.getByText(/Most models learn correlations/).getBoundingClientRect();
    await expect(canvas.getByRole('list').getBoundingClientRect().top).toBeGreaterThan(text.bottom);
  },
};

export const Korean: Story = {
  args: {
    eyebrow: 'CCNets 소개',
    title: '인과 협력 네트워크',
    description: '인과 학습을 위한 프레임워크이자 RemoteRL의 엔진입니다.',
    body: (
      <>
        <p>
          대부분의 모델은 함께 나타나는 상관관계를 배웁니다. 인과 협력 네트워크는 세 네트워크가 서로를
          학습시키며 무엇이 무엇을 일으키는지 배웁니다.
        </p>
        <p>각 네트워크가 나머지 둘의 결과를 검증하기 때문에 훨씬 적은 데이터와 시뮬레이션으로 충분합니다.</p>
      </>
    ),
    pillars: [
      { icon: <Lightbulb />, title: '설명자', description: '관측에서 중요한 점을 설명으로 요약합니다.' },
      { icon: <BrainCircuit />, title: '추론자', description: '관측과 설명으로부터 결과를 추론합니다.' },
      {
        icon: <Sparkles />,
        title: '생성자',
        description: '결과와 설명으로 관측을 다시 만들어 순환을 완성합니다.',
      },
    ],
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: '인과 협력 네트워크' })).toBeVisible();
  },
};
