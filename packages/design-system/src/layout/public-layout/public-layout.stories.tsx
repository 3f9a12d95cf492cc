import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../components/button/button';
import { companyLinks, koreanCompanyLinks, longFooterGroups, termsLink } from '../footer/footer.fixtures';
import {
  koreanNavLinks,
  koreanTopBarLabels,
  navigate,
  storyRenderLink,
  StoryPreferences,
  withThemeProvider,
  storyTopBarArgs,
} from '../top-bar/top-bar.fixtures';
import { resolveUiMessages } from '../../locale';
import { PublicLayout } from './public-layout';
import { koreanMode } from '../../../../../.storybook/modes';

function SamplePage({ korean = false }: { korean?: boolean }) {
  return (
    <section className="mx-auto flex max-w-3xl flex-col items-start gap-5 px-6 py-16">
      <h1 className="text-4xl font-bold tracking-tight">
        {korean ? '클라우드에서 실행하는 원격 강화학습' : 'Remote reinforcement learning, in the cloud'}
      </h1>
      <p className="text-lg text-ds-muted">
        {korean
          ? '환경은 로컬에서 실행하고, 학습은 분산 컴퓨팅이 맡습니다. 인프라 없이 에이전트를 학습, 모니터링, 확장하세요.'
          : 'Host the environment locally while distributed compute does the training. Train, monitor and scale agents without running your own infrastructure.'}
      </p>
      <Button>{korean ? '시작하기' : 'Get started'}</Button>
    </section>
  );
}

const meta = {
  title: 'Layout/PublicLayout',
  component: PublicLayout,
  tags: ['locale-ko'],
  decorators: [withThemeProvider],
  parameters: { ...koreanMode, layout: 'fullscreen' },
  args: {
    topBar: {
      ...storyTopBarArgs,
      currentHref: '/',
      preferences: <StoryPreferences />,
      onLogOut: fn(),
    },
    footer: { copyrightHolder: 'CCNets, Inc.', year: 2025, companyLinks, termsLink },
    renderLink: storyRenderLink,
    children: <SamplePage />,
  },
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof PublicLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    const header = canvas.getByRole('banner');
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'main-content');
    // The page starts below the fixed bar, not underneath it.
    await expect(main.getBoundingClientRect().top + parseFloat(getComputedStyle(main).paddingTop)).toBe(
      header.getBoundingClientRect().bottom,
    );
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2025 CCNets, Inc.');
    await userEvent.click(canvas.getByRole('link', { name: messages.logIn }));
    await expect(navigate).toHaveBeenCalledWith('/login');
  },
};

export const SkipLinkMovesFocusToMain: Story = {
  play: async ({ canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: messages.skipToContent });
    await expect(skip).toHaveFocus();
    await userEvent.click(skip);
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

export const WithToastRegion: Story = {
  args: {
    toasts: (
      <section
        aria-label="Notifications"
        className="fixed right-4 bottom-4 z-50 w-(--rrl-toast-width) rounded-ds-sm border border-ds-border bg-ds-surface-raised p-4 text-sm shadow-ds-elevated"
      >
        Message sent. We will reply within 1-2 business days.
      </section>
    ),
  },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Notifications' });
    await expect(region).toBeVisible();
    // After the footer, so it is the last landmark and never covered by page content.
    await expect(region.previousElementSibling).toBe(canvas.getByRole('contentinfo'));
  },
};

export const SignedInWithLongFooter: Story = {
  args: {
    topBar: { ...meta.args.topBar, signedIn: true, currentHref: '/pricing' },
    footer: { ...meta.args.footer, variant: 'long', groups: longFooterGroups },
  },
  play: async ({ canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    await expect(canvas.getByRole('link', { name: messages.myDashboard })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(5);
  },
};

/** 320 px wide, and tall enough (720 px) that the screenshot holds the footer too. */
const narrowPageViewport = {
  parameters: {
    viewport: {
      options: {
        narrowPage: {
          name: 'Narrow page (320 x 720)',
          styles: { width: '320px', height: '720px' },
          type: 'mobile',
        },
      },
    },
  },
  globals: { viewport: { value: 'narrowPage', isRotated: false } },
};

export const NarrowMenu: Story = {
  ...narrowPageViewport,
  play: async ({ canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    const menuButton = canvas.getByRole('button', { name: messages.openMenu });
    await userEvent.click(menuButton);
    const drawer = await screen.findByRole('dialog', { name: messages.menu });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Contact' }));
    await expect(navigate).toHaveBeenCalledWith('/contact');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(menuButton).toHaveFocus();
  },
};

export const Korean: Story = {
  globals: { locale: 'ko' },
  args: {
    topBar: {
      ...meta.args.topBar,
      signedIn: true,
      links: koreanNavLinks,
      labels: koreanTopBarLabels,
      homeLabel: 'RemoteRL 홈',
      preferences: <StoryPreferences korean />,
    },
    footer: {
      copyrightHolder: '(주)씨씨넷츠',
      year: 2025,
      companyLinks: koreanCompanyLinks,
      termsLink: { title: '이용약관', href: '/terms' },
      labels: { rightsReserved: '모든 권리 보유.', navigation: '바닥글', opensInNewTab: '(새 탭에서 열림)' },
    },
    children: <SamplePage korean />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      '클라우드에서 실행하는 원격 강화학습',
    );
    await expect(canvas.getByRole('link', { name: '본문으로 건너뛰기' })).toHaveAttribute(
      'href',
      '#main-content',
    );
  },
};
