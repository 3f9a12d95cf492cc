import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bot, Factory, Gamepad2, MessagesSquare } from 'lucide-react';
import { expect } from 'storybook/test';
import { tallViewport } from '../../lib/viewports.fixtures';
import { Industries } from './industries';

const meta = {
  title: 'Sections/Industries',
  component: Industries,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Industries',
    title: 'Built for teams that train agents for a living',
    items: [
      {
        icon: <Gamepad2 />,
        title: 'Gaming',
        description: 'Train NPCs and play-testing bots against your own game build.',
      },
      {
        icon: <Bot />,
        title: 'Robotics',
        description: 'Teach arms and mobile robots in simulation, then on the real hardware.',
      },
      {
        icon: <Factory />,
        title: 'Automation',
        description: 'Optimise control loops in factories, logistics and energy systems.',
      },
      {
        icon: <MessagesSquare />,
        title: 'Language-model fine-tuning',
        description: 'Reinforcement learning from human feedback (RLHF) for GPT-style models.',
      },
    ],
  },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'surface', 'alternate', 'brand'] } },
} satisfies Meta<typeof Industries>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const tiles = canvas.getAllByRole('listitem');
    await expect(tiles).toHaveLength(4);
    // Four across at desktop width.
    await expect(new Set(tiles.map((tile) => Math.round(tile.getBoundingClientRect().top))).size).toBe(1);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Language-model fine-tuning' })).toBeVisible();
  },
};

export const TitlesOnly: Story = {
  args: {
    tone: 'alternate',
    items: meta.args.items.map(({ icon, title }) => ({ icon, title })),
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
    eyebrow: '산업',
    title: '에이전트 학습이 일인 팀을 위해',
    items: [
      {
        icon: <Gamepad2 />,
        title: '게임',
        description: '내 게임 빌드에서 NPC와 플레이 테스트 봇을 학습시킵니다.',
      },
      {
        icon: <Bot />,
        title: '로보틱스',
        description: '로봇 팔과 이동 로봇을 시뮬레이션에서, 그리고 실제 하드웨어에서 학습시킵니다.',
      },
      {
        icon: <Factory />,
        title: '자동화',
        description: '공장, 물류, 에너지 시스템의 제어 루프를 최적화합니다.',
      },
      {
        icon: <MessagesSquare />,
        title: '언어 모델 미세 조정',
        description: 'GPT 계열 모델을 위한 인간 피드백 강화학습(RLHF).',
      },
    ],
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: '로보틱스' })).toBeVisible();
  },
};
