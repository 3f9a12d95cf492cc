import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  koreanNavLinks,
  koreanTopBarLabels,
  navigate,
  storyRenderLink,
  StoryPreferences,
  withThemeProvider,
  storyTopBarArgs,
} from './top-bar.fixtures';
import { resolveUiMessages } from '../../locale';
import { TopBar } from './top-bar';
import { koreanMode } from '../../../../../.storybook/modes';

const meta = {
  title: 'Layout/TopBar',
  component: TopBar,
  tags: ['locale-ko'],
  decorators: [withThemeProvider],
  parameters: { ...koreanMode, layout: 'fullscreen' },
  args: {
    ...storyTopBarArgs,
    currentHref: '/pricing',
    renderLink: storyRenderLink,
    onLogOut: fn(),
  },
  beforeEach: () => {
    navigate.mockClear();
    window.scrollTo(0, 0);
  },
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    const nav = canvas.getByRole('navigation', { name: messages.mainNavigation });
    await expect(within(nav).getAllByRole('link')).toHaveLength(4);
    await expect(within(nav).getByRole('link', { name: 'Pricing' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'RemoteRL home' })).toHaveAttribute('href', '/');
    await expect(canvas.getByTitle(messages.openMenu)).not.toBeVisible();

    await userEvent.click(canvas.getByRole('link', { name: messages.logIn }));
    await expect(navigate).toHaveBeenCalledWith('/login');
    await expect(canvas.queryByRole('button', { name: messages.logOut })).toBeNull();
  },
};

export const SignedIn: Story = {
  args: { signedIn: true, currentHref: undefined },
  play: async ({ args, canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    await expect(canvas.queryByRole('link', { name: messages.logIn })).toBeNull();
    await expect(canvas.getByRole('link', { name: messages.myDashboard })).toHaveAttribute(
      'href',
      '/user/dashboard',
    );
    await userEvent.click(canvas.getByRole('button', { name: messages.logOut }));
    await expect(args.onLogOut).toHaveBeenCalledOnce();
  },
};

/**
 * A page rendered at build time cannot know the session: `signedIn` is undefined, both looks
 * are in the HTML, and `<html data-session="signed-in">` (set by the app's head script from its
 * stored session) shows the signed-in pair from the first paint.
 */
export const SessionFromTheDocument: Story = {
  args: { signedIn: undefined },
  beforeEach: () => {
    document.documentElement.setAttribute('data-session', 'signed-in');
    return () => document.documentElement.removeAttribute('data-session');
  },
  play: async ({ canvas, step, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    await step('a stored session shows Log out and My Dashboard', async () => {
      await expect(canvas.getByRole('link', { name: messages.myDashboard })).toBeVisible();
      await expect(canvas.getByRole('button', { name: messages.logOut })).toBeVisible();
      await expect(canvas.queryByRole('link', { name: messages.logIn })).toBeNull();
    });
    await step('without one, Log in shows', async () => {
      document.documentElement.removeAttribute('data-session');
      await expect(canvas.getByRole('link', { name: messages.logIn })).toBeVisible();
      await expect(canvas.queryByRole('link', { name: messages.myDashboard })).toBeNull();
      document.documentElement.setAttribute('data-session', 'signed-in');
    });
  },
};

export const WithPreferences: Story = {
  args: { preferences: <StoryPreferences /> },
  play: async ({ canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    await userEvent.click(canvas.getByRole('button', { name: messages.switchToDark }));
    await expect(document.documentElement).toHaveClass('dark');
    await expect(canvas.getByRole('combobox', { name: messages.language })).toHaveValue('en');
  },
};

/** Tall content below the bar, so the window can scroll. */
function PageBelow() {
  return (
    <div className="flex flex-col gap-6 px-6 pt-24" style={{ height: 1400 }}>
      {Array.from({ length: 12 }, (_, index) => (
        <p key={index} className="max-w-2xl text-ds-muted">
          Train, monitor and scale reinforcement-learning agents without running your own infrastructure. Host
          the environment locally while distributed compute does the training.
        </p>
      ))}
    </div>
  );
}

export const ElevatesAfterScrolling: Story = {
  render: (args) => (
    <>
      <TopBar {...args} />
      <PageBelow />
    </>
  ),
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-slot="top-bar"]')!;
    const scrollTo = async (y: number) => {
      window.scrollTo(0, y);
      await waitFor(() => expect(window.scrollY).toBe(y));
      // Let the scroll event reach the bar before judging it.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    };
    await expect(bar).toHaveAttribute('data-elevated', 'false');
    await scrollTo(38);
    await expect(bar).toHaveAttribute('data-elevated', 'false');
    await expect(getComputedStyle(bar).boxShadow).toBe('none');
    await scrollTo(39);
    await waitFor(() => expect(bar).toHaveAttribute('data-elevated', 'true'));
    await expect(getComputedStyle(bar).boxShadow).not.toBe('none');
    await scrollTo(10);
    await waitFor(() => expect(bar).toHaveAttribute('data-elevated', 'false'));
    await scrollTo(120);
    await waitFor(() => expect(bar).toHaveAttribute('data-elevated', 'true'));
  },
};

export const CustomThreshold: Story = {
  args: { elevationThreshold: 200 },
  render: ElevatesAfterScrolling.render,
  play: async ({ canvasElement }) => {
    const bar = canvasElement.querySelector('[data-slot="top-bar"]')!;
    window.scrollTo(0, 150);
    await waitFor(() => expect(window.scrollY).toBe(150));
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    await expect(bar).toHaveAttribute('data-elevated', 'false');
    window.scrollTo(0, 201);
    await waitFor(() => expect(bar).toHaveAttribute('data-elevated', 'true'));
  },
};

export const SkipLink: Story = {
  play: async ({ canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: messages.skipToContent });
    await expect(skip).toHaveFocus();
    await expect(skip).toHaveAttribute('href', '#main-content');
    await expect(skip).toBeVisible();
  },
};

export const Korean: Story = {
  globals: { locale: 'ko' },
  args: {
    signedIn: true,
    links: koreanNavLinks,
    labels: koreanTopBarLabels,
    homeLabel: 'RemoteRL 홈',
    preferences: <StoryPreferences korean />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '주요 메뉴' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '로그아웃' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '내 대시보드' })).toBeVisible();
  },
};
