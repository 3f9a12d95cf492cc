import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProfileCard } from './profile-card';

const meta = {
  title: 'Blocks/Settings/Profile card',
  component: ProfileCard,
  args: { name: 'Ada Lovelace', email: 'ada@ccnets.org' },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Profile' });
    await expect(card).toHaveTextContent('NameAda Lovelace');
    await expect(card).toHaveTextContent('Emailada@ccnets.org');
  },
};

export const MissingName: Story = {
  args: { name: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Profile' })).toHaveTextContent('NameNot set');
  },
};

export const LongText: Story = {
  args: {
    name: 'Augusta Ada King, Countess of Lovelace, Analyst of the Difference Engine',
    email: 'a.very.long.address.for.a.research.team@causal-cooperative-networks.example.org',
  },
};

export const Korean: Story = {
  args: {
    name: '김민준',
    email: 'minjun@ccnets.org',
    labels: {
      title: '프로필',
      description: '로그인한 Google 계정의 정보입니다.',
      name: '이름',
      email: '이메일',
      notSet: '설정되지 않음',
    },
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '프로필' })).toHaveTextContent('이름김민준');
  },
};
