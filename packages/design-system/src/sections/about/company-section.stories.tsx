import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { tallViewport } from '../../lib/viewports.fixtures';
import { CompanySection } from './company-section';

const meta = {
  title: 'Sections/About/CompanySection',
  component: CompanySection,
  parameters: { layout: 'fullscreen' },
  args: {
    eyebrow: 'Company',
    title: 'A research company that ships',
    process: {
      title: 'How we work',
      description:
        'Every feature starts as research: we publish the idea, test it on real robots and games, and only then turn it into part of RemoteRL.',
    },
    team: {
      title: 'Our team',
      description:
        'Researchers and engineers in Busan, South Korea, working on causal learning, reinforcement learning and the cloud systems that run them.',
    },
    join: {
      title: 'Join our team',
      description:
        'We are looking for people who want to make reinforcement learning practical. Send us your CV and what you would like to build.',
      applyLabel: 'Apply',
      applyHref: 'mailto:careers@ccnets.org?subject=Application',
      note: 'careers@ccnets.org',
    },
  },
} satisfies Meta<typeof CompanySection>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'How we work' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Our team' })).toBeVisible();
    const join = canvas.getByRole('group', { name: 'Join our team' });
    const apply = within(join).getByRole('link', { name: 'Apply' });
    await expect(apply).toHaveAttribute('href', 'mailto:careers@ccnets.org?subject=Application');
    await expect(apply).toHaveAttribute('data-variant', 'light');
  },
};

export const Narrow: Story = {
  ...tallViewport('mobileTall'),
  play: async ({ canvas }) => {
    const process = canvas.getByRole('heading', { name: 'How we work' }).getBoundingClientRect();
    await expect(
      canvas.getByRole('heading', { name: 'Our team' }).getBoundingClientRect().top,
    ).toBeGreaterThan(process.bottom);
  },
};

export const Korean: Story = {
  args: {
    eyebrow: '회사',
    title: '제품을 만드는 연구 회사',
    process: {
      title: '일하는 방식',
      description:
        '모든 기능은 연구에서 시작합니다. 아이디어를 발표하고 실제 로봇과 게임에서 시험한 뒤 RemoteRL에 담습니다.',
    },
    team: {
      title: '우리 팀',
      description:
        '부산의 연구자와 엔지니어들이 인과 학습, 강화학습, 그리고 이를 돌리는 클라우드 시스템을 만듭니다.',
    },
    join: {
      title: '함께해요',
      description: '강화학습을 실용적으로 만들고 싶은 분을 찾습니다. 이력서와 만들고 싶은 것을 보내 주세요.',
      applyLabel: '지원하기',
      applyHref: 'mailto:careers@ccnets.org?subject=%EC%A7%80%EC%9B%90',
    },
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '지원하기' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:careers@ccnets\.org/),
    );
  },
};
