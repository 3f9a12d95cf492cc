import type { Meta, StoryObj } from '@storybook/react-vite';
import { BarChart3, Receipt, Settings } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, spyOn, userEvent, within } from 'storybook/test';
import { ApiKeyCard } from '../api-key-card/api-key-card';
import { OnlineNowCard } from '../live-sessions/online-now-card';
import { QuickStartCard } from '../quick-start-card/quick-start-card';
import { DashboardCard, DashboardGrid } from './dashboard-card';
import { ContactCard, DashboardLinkCard, UserCard } from './dashboard-cards';
import { englishQuickStartSteps, koreanQuickStartSteps } from '../quick-start-card/quick-start-card.fixtures';
import { koreanMode } from '../../../../.storybook/modes';
import { AccountDetails } from './account-details';

const API_KEY = 'api_9a41d7c3-02be-4f65-8d1a-7c3e5b9f0e26';

interface DashboardProps {
  locale: 'en' | 'ko';
  apiKey: string | null;
  onCopy: (text: string) => void;
}

const text = {
  en: {
    billing: 'Billing',
    usage: 'Usage',
    setting: 'Setting',
    usageText: 'Data used by trainers and simulators.',
  },
  ko: {
    billing: '결제',
    usage: '사용량',
    setting: '설정',
    usageText: '트레이너와 시뮬레이터가 사용한 데이터.',
  },
};

/** The dashboard as the portal composes it: one reveal state shared by the key and the examples. */
function Dashboard({ locale, apiKey, onCopy }: DashboardProps) {
  const [revealed, setRevealed] = useState(false);
  const t = text[locale];
  const ko = locale === 'ko';
  const reveal = { revealed, onRevealedChange: setRevealed, onCopy };
  return (
    <DashboardGrid>
      <UserCard
        name="Ada Lovelace"
        email="ada@ccnets.org"
        labels={ko ? { title: '사용자', name: '이름', email: '이메일' } : undefined}
      />
      <ApiKeyCard
        span={2}
        apiKey={apiKey}
        {...reveal}
        labels={
          ko ? { title: 'API 키', field: '내 API 키', reveal: 'API 키 보기', copy: 'API 키 복사' } : undefined
        }
      />
      <OnlineNowCard
        span="full"
        counts={{ simulator: 2, trainer: 1 }}
        href="/user/sessions"
        labels={
          ko
            ? {
                title: '지금 온라인',
                description: '내 키로 연결된 시뮬레이터와 트레이너입니다.',
                roles: { simulator: '시뮬레이터', trainer: '트레이너' },
                view: '세션 보기',
              }
            : undefined
        }
      />
      <DashboardLinkCard
        title={t.billing}
        href="/user/billing"
        icon={<Receipt />}
        viewLabel={ko ? '보기' : 'View'}
      />
      <DashboardLinkCard
        title={t.usage}
        description={t.usageText}
        href="/user/billing"
        icon={<BarChart3 />}
        viewLabel={ko ? '보기' : 'View'}
      />
      <DashboardLinkCard
        title={t.setting}
        href="/user/setting"
        icon={<Settings />}
        viewLabel={ko ? '보기' : 'View'}
      />
      <QuickStartCard
        apiKey={apiKey}
        {...reveal}
        steps={ko ? koreanQuickStartSteps : englishQuickStartSteps}
        labels={
          ko
            ? {
                title: '빠른 시작 가이드',
                description: 'Python 라이브러리',
                revealKey: 'API 키 보기',
                hideKey: 'API 키 숨기기',
                maskedHint: '예제 속 키는 가려져 있습니다. 복사 버튼은 키 전체를 복사합니다.',
              }
            : undefined
        }
      />
      <ContactCard
        span="full"
        email="contact@ccnets.org"
        linkedInUrl="https://www.linkedin.com/company/ccnets"
        linkedInText="CCNets"
        labels={ko ? { title: '문의', email: '이메일' } : undefined}
      />
    </DashboardGrid>
  );
}

const meta = {
  title: 'Blocks/Dashboard',
  component: Dashboard,
  tags: ['locale-ko'],
  // Their props tables show on this docs page too.
  subcomponents: { DashboardGrid, DashboardCard, DashboardLinkCard, AccountDetails, ContactCard, UserCard },
  args: { locale: 'en', apiKey: API_KEY, onCopy: fn() },
  parameters: { ...koreanMode, layout: 'fullscreen' },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  decorators: [
    (Story) => (
      <div className="bg-ds-surface p-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const cards = [
      'User',
      'API Key',
      'Online now',
      'Billing',
      'Usage',
      'Setting',
      'Quick Start Guide',
      'Contact',
    ];
    for (const name of cards) {
      await expect(canvas.getByRole('region', { name })).toBeVisible();
    }
    const user = canvas.getByRole('region', { name: 'User' });
    await expect(user).toHaveTextContent('NameAda Lovelace');
    await expect(user).toHaveTextContent('Emailada@ccnets.org');
    await expect(canvas.getByRole('link', { name: 'View sessions Online now' })).toHaveAttribute(
      'href',
      '/user/sessions',
    );
    await expect(canvas.getByRole('link', { name: 'View Billing' })).toHaveAttribute('href', '/user/billing');
    await expect(canvas.getByRole('link', { name: 'View Usage' })).toHaveAttribute('href', '/user/billing');
    await expect(canvas.getByRole('link', { name: 'View Setting' })).toHaveAttribute('href', '/user/setting');
    const contact = canvas.getByRole('region', { name: 'Contact' });
    await expect(within(contact).getByRole('link', { name: 'contact@ccnets.org' })).toHaveAttribute(
      'href',
      'mailto:contact@ccnets.org',
    );
    await expect(within(contact).getByRole('link', { name: 'CCNets' })).toHaveAttribute('target', '_blank');
  },
};

export const OneRevealForKeyAndExamples: Story = {
  play: async ({ canvas }) => {
    await expect(document.body.innerHTML).not.toContain(API_KEY);
    const keyCard = canvas.getByRole('region', { name: 'API Key' });
    await userEvent.click(within(keyCard).getByRole('button', { name: 'Show API key' }));
    await expect(within(keyCard).getByRole('textbox')).toHaveValue(API_KEY);
    await expect(canvas.getByRole('region', { name: 'Quick Start Guide' })).toHaveTextContent(
      `remoterl.init(api_key="${API_KEY}", role="trainer")`,
    );
    // Hiding it again from the examples hides it everywhere.
    const quickStart = canvas.getByRole('region', { name: 'Quick Start Guide' });
    await userEvent.click(within(quickStart).getByRole('button', { name: 'Hide API key' }));
    await expect(document.body.innerHTML).not.toContain(API_KEY);
  },
};

export const NoApiKey: Story = {
  args: { apiKey: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your API key' })).toHaveValue('No API Key found');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const Korean: Story = {
  args: { locale: 'ko' },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '보기 결제' })).toHaveAttribute('href', '/user/billing');
    await expect(canvas.getByRole('region', { name: '빠른 시작 가이드' })).toBeVisible();
  },
};

export const UserWithoutName: Story = {
  render: () => (
    <UserCard email="a.very.long.address.for.a.research.team@causal-cooperative-networks.example.org" />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'User' })).toHaveTextContent('NameNot set');
  },
};
