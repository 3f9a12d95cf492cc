import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tallViewport } from '../../lib/viewports.fixtures';
import { OurStory } from './our-story';

const meta = {
  title: 'Sections/About/OurStory',
  component: OurStory,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Our Story',
    title: 'From a research question to a one-click service',
    body: (
      <>
        <p>
          CCNets began with a question from robotics: why does a reinforcement-learning agent need millions of
          simulated episodes to learn what a person picks up in a few tries?
        </p>
        <p>
          Our answer was causal learning. The same research now powers RemoteRL, a cloud service where your
          environment stays on your machine and distributed trainers do the heavy lifting.
        </p>
      </>
    ),
    milestones: [
      {
        when: '2022',
        title: 'Causal Cooperative Networks',
        description: 'The framework for causal learning is published.',
      },
      {
        when: '2023',
        title: 'Unsupervised causal learning',
        description: 'A cooperative architecture that needs no labels.',
      },
      {
        when: '2024',
        title: 'RemoteRL opens',
        description: 'One-click robot training in the cloud, over WebSockets.',
      },
    ],
  },
} satisfies Meta<typeof OurStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'From a research question to a one-click service' }),
    ).toBeVisible();
    const milestones = canvas.getAllByRole('listitem');
    await expect(milestones).toHaveLength(3);
    await expect(milestones[2]).toHaveTextContent('2024RemoteRL opens');
  },
};

export const WithoutTimeline: Story = {
  args: { milestones: [], tone: 'default' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const Narrow: Story = {
  ...tallViewport('mobileTall'),
};

export const Korean: Story = {
  args: {
    eyebrow: '우리의 이야기',
    title: '연구 질문에서 원클릭 서비스까지',
    body: (
      <>
        <p>
          CCNets는 로보틱스의 질문에서 시작했습니다. 사람은 몇 번 만에 배우는 것을 왜 강화학습 에이전트는
          수백만 번의 시뮬레이션이 필요할까요?
        </p>
        <p>우리의 답은 인과 학습이었습니다. 이 연구가 이제 RemoteRL을 움직입니다.</p>
      </>
    ),
    milestones: [
      { when: '2022', title: '인과 협력 네트워크', description: '인과 학습 프레임워크를 발표했습니다.' },
      { when: '2023', title: '비지도 인과 학습', description: '레이블이 필요 없는 협력 아키텍처.' },
      { when: '2024', title: 'RemoteRL 출시', description: 'WebSocket 기반 원클릭 로봇 학습 클라우드.' },
    ],
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'RemoteRL 출시' })).toBeVisible();
  },
};
