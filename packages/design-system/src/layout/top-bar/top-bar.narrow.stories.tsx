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

async function openMenu(canvasElement: HTMLElement, openLabel = 'Open menu', menuTitle = 'Menu') {
  const menuButton = within(canvasElement).getByRole('button', { name: openLabel });
  await userEvent.click(menuButton);
  const drawer = await screen.findByRole('dialog', { name: menuTitle });
  return { menuButton, drawer };
}

async function expectMenuClosed(menuButton: HTMLElement) {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await expect(menuButton).toHaveFocus();
}

export const MenuClosed: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
    // The bar's own link list and actions are hidden; only the drawer offers them.
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'Log in' })).toBeNull();
  },
};

export const DrawerClosesOnEscape: Story = {
  play: async ({ canvasElement }) => {
    const { menuButton, drawer } = await openMenu(canvasElement);
    const nav = within(drawer).getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(4);
    await expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(within(drawer).getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(drawer.getBoundingClientRect().width).toBeLessThanOrEqual(280);
    await userEvent.keyboard('{Escape}');
    await expectMenuClosed(menuButton);
  },
};

export const DrawerClosesOnOverlayClick: Story = {
  play: async ({ canvasElement }) => {
    const { menuButton } = await openMenu(canvasElement);
    await userEvent.click(document.querySelector<HTMLElement>('[data-slot="drawer-overlay"]')!);
    await expectMenuClosed(menuButton);
  },
};

export const ChoosingALinkClosesTheDrawer: Story = {
  play: async ({ canvasElement }) => {
    const { menuButton, drawer } = await openMenu(canvasElement);
    await userEvent.click(within(drawer).getByRole('link', { name: 'Pricing' }));
    await expect(navigate).toHaveBeenCalledWith('/pricing');
    await expectMenuClosed(menuButton);
  },
};

export const DrawerOpen: Story = {
  play: async ({ canvasElement }) => {
    const { drawer } = await openMenu(canvasElement);
    await expect(within(drawer).getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
    await expect(within(drawer).getByRole('combobox', { name: 'Language' })).toBeVisible();
  },
};

export const SignedInDrawer: Story = {
  args: { signedIn: true },
  play: async ({ args, canvasElement }) => {
    const { menuButton, drawer } = await openMenu(canvasElement);
    await expect(within(drawer).getByRole('link', { name: 'My Dashboard' })).toHaveAttribute(
      'href',
      '/user/dashboard',
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Log out' }));
    await expect(args.onLogOut).toHaveBeenCalledOnce();
    await expectMenuClosed(menuButton);
    // Reopened for the screenshot: the signed-in drawer.
    await openMenu(canvasElement);
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
    const { drawer } = await openMenu(canvasElement, '메뉴 열기', '메뉴');
    await expect(within(drawer).getByRole('button', { name: '로그아웃' })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: '메뉴 닫기' })).toBeVisible();
  },
};
