import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  koreanNavLinks,
  koreanTopBarLabels,
  navigate,
  storyRenderLink,
  StoryPreferences,
  withThemeProvider,
  storyTopBarArgs,
} from './top-bar.fixtures';
import { resolveUiMessages, type UiMessages } from '../../locale';
import { TopBar } from './top-bar';
import { koreanMode } from '../../../../../.storybook/modes';

/** The top bar below `md`: page links and actions move into the drawer behind the menu button. */
const meta = {
  title: 'Layout/TopBar (narrow)',
  component: TopBar,
  tags: ['locale-ko'],
  decorators: [withThemeProvider],
  parameters: { ...koreanMode, layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: {
    ...storyTopBarArgs,
    currentHref: '/about',
    renderLink: storyRenderLink,
    preferences: <StoryPreferences />,
    onLogOut: fn(),
  },
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof TopBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens the drawer by the names of its button and its title (`messages` of the story's locale). */
async function openMenu(canvasElement: HTMLElement, messages: Pick<UiMessages, 'openMenu' | 'menu'>) {
  const menuButton = within(canvasElement).getByRole('button', { name: messages.openMenu });
  await userEvent.click(menuButton);
  const drawer = await screen.findByRole('dialog', { name: messages.menu });
  return { menuButton, drawer };
}

async function expectMenuClosed(menuButton: HTMLElement) {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await expect(menuButton).toHaveFocus();
}

export const MenuClosed: Story = {
  play: async ({ canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    await expect(canvas.getByRole('button', { name: messages.openMenu })).toBeVisible();
    // The bar's own link list and actions are hidden; only the drawer offers them.
    await expect(canvas.queryByRole('navigation', { name: messages.mainNavigation })).toBeNull();
    await expect(canvas.queryByRole('link', { name: messages.logIn })).toBeNull();
  },
};

export const DrawerClosesOnEscape: Story = {
  play: async ({ canvasElement, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    const { menuButton, drawer } = await openMenu(canvasElement, messages);
    const nav = within(drawer).getByRole('navigation', { name: messages.mainNavigation });
    await expect(within(nav).getAllByRole('link')).toHaveLength(4);
    await expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(within(drawer).getByRole('link', { name: messages.logIn })).toBeVisible();
    await expect(drawer.getBoundingClientRect().width).toBeLessThanOrEqual(280);
    await userEvent.keyboard('{Escape}');
    await expectMenuClosed(menuButton);
  },
};

export const DrawerClosesOnOverlayClick: Story = {
  play: async ({ canvasElement, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    const { menuButton } = await openMenu(canvasElement, messages);
    await userEvent.click(document.querySelector<HTMLElement>('[data-slot="drawer-overlay"]')!);
    await expectMenuClosed(menuButton);
  },
};

export const ChoosingALinkClosesTheDrawer: Story = {
  play: async ({ canvasElement, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    const { menuButton, drawer } = await openMenu(canvasElement, messages);
    await userEvent.click(within(drawer).getByRole('link', { name: 'Pricing' }));
    await expect(navigate).toHaveBeenCalledWith('/pricing');
    await expectMenuClosed(menuButton);
  },
};

export const DrawerOpen: Story = {
  play: async ({ canvasElement, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    const { drawer } = await openMenu(canvasElement, messages);
    await expect(within(drawer).getByRole('button', { name: messages.switchToDark })).toBeVisible();
    await expect(within(drawer).getByRole('combobox', { name: messages.language })).toBeVisible();
  },
};

export const SignedInDrawer: Story = {
  args: { signedIn: true },
  play: async ({ args, canvasElement, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    const { menuButton, drawer } = await openMenu(canvasElement, messages);
    await expect(within(drawer).getByRole('link', { name: messages.myDashboard })).toHaveAttribute(
      'href',
      '/user/dashboard',
    );
    await userEvent.click(within(drawer).getByRole('button', { name: messages.logOut }));
    await expect(args.onLogOut).toHaveBeenCalledOnce();
    await expectMenuClosed(menuButton);
    // Reopened for the screenshot: the signed-in drawer.
    await openMenu(canvasElement, messages);
  },
};

export const Korean: Story = {
  globals: { locale: 'ko', viewport: { value: 'mobile1', isRotated: false } },
  args: {
    signedIn: true,
    links: koreanNavLinks,
    labels: koreanTopBarLabels,
    homeLabel: 'RemoteRL 홈',
    preferences: <StoryPreferences korean />,
  },
  play: async ({ canvasElement }) => {
    const { drawer } = await openMenu(canvasElement, { openMenu: '메뉴 열기', menu: '메뉴' });
    await expect(within(drawer).getByRole('button', { name: '로그아웃' })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: '메뉴 닫기' })).toBeVisible();
  },
};
