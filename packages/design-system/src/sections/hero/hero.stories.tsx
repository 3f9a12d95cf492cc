import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight } from 'lucide-react';
import { expect } from 'storybook/test';
import { Button } from '../../components/button/button';
import { tallViewport } from '../../lib/viewports.fixtures';
import { Hero } from './hero';
import { RemoteTrainingIllustration } from './remote-training-illustration';

const illustration = (
  <RemoteTrainingIllustration title="A robot in a local environment streaming observations to cloud trainers, which send actions back" />
);

const meta = {
  title: 'Sections/Hero',
  component: Hero,
  // Their props tables show on this docs page too.
  subcomponents: { RemoteTrainingIllustration },
  parameters: { layout: 'fullscreen' },
  args: {
    tagline: 'One-click reinforcement learning',
    headline: 'Train agents in the cloud while your environment stays at home',
    description:
      'RemoteRL streams your Gymnasium or RLlib environment to distributed trainers over WebSockets. No cluster, no setup, no tuning.',
    actions: (
      <>
        <Button href="/about" size="lg" endIcon={<ArrowRight aria-hidden className="size-4" />}>
          About us
        </Button>
        <Button href="/get-remoterl" size="lg" variant="outlined">
          Get started
        </Button>
      </>
    ),
    illustration,
  },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'alternate', 'brand'] } },
} satisfies Meta<typeof Hero>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: meta.args.headline });
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(meta.args.headline);
    await expect(canvas.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
    await expect(canvas.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/get-remoterl');
    await expect(canvas.getByRole('img', { name: /robot in a local environment/ })).toBeVisible();
    await expect(region).toHaveAttribute('data-tone', 'default');
  },
};

export const BrandBand: Story = {
  args: {
    tone: 'brand',
    actions: (
      <Button href="/about" variant="light" size="lg">
        About us
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'About us' })).toHaveAttribute('data-variant', 'light');
  },
};

export const CenteredWithoutIllustration: Story = {
  args: { illustration: undefined, tone: 'alternate' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    const text = canvasElement.querySelector<HTMLElement>('[data-slot="hero"] h1')?.parentElement;
    await expect(text).toHaveStyle({ textAlign: 'center' });
  },
};

export const Narrow: Story = {
  ...tallViewport('mobileTall'),
  play: async ({ canvas }) => {
    // Stacked: the picture comes after the text instead of beside it.
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    const picture = canvas.getByRole('img').getBoundingClientRect();
    await expect(picture.top).toBeGreaterThan(heading.bottom);
    await expect(Math.round(picture.left)).toBeLessThan(Math.round(heading.right));
  },
};

export const LongText: Story = {
  args: {
    headline:
      'Reinforcement learning for robots, games and language models, trained on distributed cloud compute and tuned for you',
    description:
      'Keep your simulator, robot or game where it already runs. RemoteRL connects it to the cloud over a WebSocket, trains with about ten times less simulation thanks to causal AI, and hands you back a policy you can deploy. It is built for researchers and developers who want large experiments with little code.',
  },
};

export const Korean: Story = {
  args: {
    tagline: '원클릭 강화학습',
    headline: '환경은 내 컴퓨터에, 학습은 클라우드에서',
    description:
      'RemoteRL은 Gymnasium·RLlib 환경을 WebSocket으로 분산 학습기에 연결합니다. 클러스터도, 설정도, 튜닝도 필요 없습니다.',
    actions: (
      <Button href="/about" size="lg">
        회사 소개
      </Button>
    ),
    illustration: (
      <RemoteTrainingIllustration title="로컬 환경의 로봇이 관측값을 클라우드 학습기로 보내고 행동을 돌려받는 그림" />
    ),
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: '환경은 내 컴퓨터에, 학습은 클라우드에서' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '회사 소개' })).toHaveAttribute('href', '/about');
  },
};
