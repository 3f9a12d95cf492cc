import type { Meta, StoryObj } from '@storybook/react-vite';
import { Handshake, Lightbulb, ShieldCheck, Zap } from 'lucide-react';
import { expect } from 'storybook/test';
import { tallViewport } from '../../lib/viewports.fixtures';
import { VisionCards } from './vision-cards';

const meta = {
  title: 'Sections/About/VisionCards',
  component: VisionCards,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Vision',
    title: 'Reinforcement learning anyone can use',
    items: [
      {
        icon: <Lightbulb />,
        title: 'Innovative',
        description: 'Causal AI instead of brute-force simulation.',
      },
      {
        icon: <Zap />,
        title: 'Efficient',
        description: 'About ten times less simulation, and no tuning to babysit.',
      },
      {
        icon: <Handshake />,
        title: 'Collaborative',
        description: 'Networks that cooperate, and a team that works with yours.',
      },
      {
        icon: <ShieldCheck />,
        title: 'Trustworthy',
        description: 'Your environment stays with you; your key stays secret.',
      },
    ],
  },
} satisfies Meta<typeof VisionCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const titles = canvas.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    await expect(titles).toEqual(['Innovative', 'Efficient', 'Collaborative', 'Trustworthy']);
    const cards = canvas.getAllByRole('listitem');
    await expect(new Set(cards.map((card) => Math.round(card.getBoundingClientRect().top))).size).toBe(1);
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
    eyebrow: '비전',
    title: '누구나 쓸 수 있는 강화학습',
    items: [
      { icon: <Lightbulb />, title: '혁신', description: '무차별 시뮬레이션 대신 인과 AI.' },
      { icon: <Zap />, title: '효율', description: '약 10배 적은 시뮬레이션, 튜닝 없이.' },
      { icon: <Handshake />, title: '협력', description: '협력하는 네트워크, 함께 일하는 팀.' },
      { icon: <ShieldCheck />, title: '신뢰', description: '환경은 내 곁에, 키는 안전하게.' },
    ],
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(4);
  },
};
