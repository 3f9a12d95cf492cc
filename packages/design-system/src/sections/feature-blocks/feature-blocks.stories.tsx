import type { Meta, StoryObj } from '@storybook/react-vite';
import { BrainCircuit, Cloud, Laptop } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button } from '../../components/button/button';
import { tallViewport } from '../../lib/viewports.fixtures';
import { FeatureBlocks } from './feature-blocks';

const meta = {
  title: 'Sections/FeatureBlocks',
  component: FeatureBlocks,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Why RemoteRL?',
    title: 'Everything a reinforcement-learning run needs, without the infrastructure',
    align: 'center',
    items: [
      {
        icon: <Cloud />,
        title: 'Training & Inference on AWS',
        description:
          'Policies train and serve on AWS instances that scale with your experiment. You pay for the data you stream, not for idle machines.',
      },
      {
        icon: <Laptop />,
        title: 'Hosting environment in Local',
        description:
          'Your Gymnasium or RLlib environment stays on your own machine or robot. Only observations, rewards and actions travel over the WebSocket.',
      },
      {
        icon: <BrainCircuit />,
        title: 'GPT Model Reinforcement Learning',
        description:
          'Optimise GPT-based policies with reinforcement learning, from RLHF-style fine-tuning to tuning-free language-model agents.',
      },
    ],
  },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'surface', 'alternate', 'brand'] } },
} satisfies Meta<typeof FeatureBlocks>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: meta.args.title });
    await expect(region).toBeVisible();
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(titles).toEqual([
      'Training & Inference on AWS',
      'Hosting environment in Local',
      'GPT Model Reinforcement Learning',
    ]);
    // Three blocks side by side at desktop width.
    const tops = canvas.getAllByRole('listitem').map((item) => Math.round(item.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
  },
};

export const BrandBandWithAction: Story = {
  args: {
    tone: 'brand',
    footer: (
      <Button href="/get-remoterl" variant="light" size="lg">
        Get started
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/get-remoterl');
  },
};

export const Narrow: Story = {
  ...tallViewport('mobileTall'),
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(second!.getBoundingClientRect().top).toBeGreaterThan(first!.getBoundingClientRect().bottom);
  },
};

export const Korean: Story = {
  args: {
    eyebrow: '왜 RemoteRL인가요?',
    title: '인프라 없이 강화학습에 필요한 모든 것',
    items: [
      {
        icon: <Cloud />,
        title: 'AWS에서 학습과 추론',
        description:
          '정책은 실험 규모에 맞춰 확장되는 AWS 인스턴스에서 학습하고 서비스됩니다. 유휴 장비가 아닌 전송한 데이터만큼만 지불합니다.',
      },
      {
        icon: <Laptop />,
        title: '로컬에서 환경 호스팅',
        description:
          'Gymnasium·RLlib 환경은 내 컴퓨터나 로봇에 그대로 둡니다. 관측값, 보상, 행동만 WebSocket으로 오갑니다.',
      },
      {
        icon: <BrainCircuit />,
        title: 'GPT 모델 강화학습',
        description:
          'RLHF 방식의 미세 조정부터 튜닝이 필요 없는 언어 모델 에이전트까지, GPT 기반 정책을 강화학습으로 최적화합니다.',
      },
    ],
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: '로컬에서 환경 호스팅' })).toBeVisible();
  },
};
