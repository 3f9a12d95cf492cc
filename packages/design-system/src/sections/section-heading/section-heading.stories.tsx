import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SectionHeading } from './section-heading';

const meta = {
  title: 'Sections/SectionHeading',
  component: SectionHeading,
  args: {
    eyebrow: 'Why RemoteRL?',
    title: 'Reinforcement learning without running your own cluster',
    description:
      'Keep your Gymnasium environment on your own machine and let the cloud train the policy over a WebSocket connection.',
    level: 2,
  },
  argTypes: {
    align: { control: 'inline-radio', options: ['start', 'center'] },
    level: { control: 'inline-radio', options: [1, 2, 3, 4] },
  },
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', {
      level: 2,
      name: 'Reinforcement learning without running your own cluster',
    });
    await expect(heading).toBeVisible();
    await expect(canvas.getByText('Why RemoteRL?').tagName).toBe('P');
  },
};

export const Centered: Story = {
  args: { align: 'center' },
  play: async ({ canvasElement }) => {
    const block = canvasElement.querySelector<HTMLElement>('[data-slot="section-heading"]');
    await expect(block).toHaveStyle({ textAlign: 'center' });
  },
};

export const Levels: Story = {
  render: () => (
    <div className="flex flex-col gap-10">
      <SectionHeading level={1} eyebrow="RemoteRL" title="Remote reinforcement learning, one click away" />
      <SectionHeading level={2} title="Why one-click for robotics" />
      <SectionHeading
        level={3}
        title="Hosting environment in Local"
        description="Your simulator never leaves your network."
      />
      <SectionHeading level={4} title="Data deduction" />
    </div>
  ),
  play: async ({ canvas }) => {
    for (const level of [1, 2, 3, 4]) {
      await expect(canvas.getAllByRole('heading', { level })).toHaveLength(1);
    }
  },
};

export const TitleOnly: Story = {
  args: { eyebrow: undefined, description: undefined, title: 'Latest news' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('p')).toHaveLength(0);
  },
};

export const LongText: Story = {
  args: {
    title:
      'Train, monitor and scale reinforcement-learning agents for games, robots and language models from a single Python call',
    description:
      'RemoteRL connects the environment you already have to distributed trainers in the cloud. There is nothing to provision, no hyper-parameter search to babysit and no simulator farm to keep alive: install the library, initialise it with your API key and start an experiment that would normally take a team a week to set up.',
  },
};

export const Korean: Story = {
  args: {
    eyebrow: '왜 RemoteRL인가요?',
    title: '자체 클러스터 없이 시작하는 강화학습',
    description:
      'Gymnasium 환경은 내 컴퓨터에 두고, 정책 학습은 WebSocket 연결을 통해 클라우드에서 진행합니다.',
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 2, name: '자체 클러스터 없이 시작하는 강화학습' }),
    ).toBeVisible();
  },
};
