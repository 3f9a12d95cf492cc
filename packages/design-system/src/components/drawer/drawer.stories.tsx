import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu } from 'lucide-react';
import type { MouseEvent } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { IconButton } from '../icon-button/icon-button';
import { resolveUiMessages } from '../../locale';
import { Drawer } from './drawer';
import { koreanMode } from '../../../../../.storybook/modes';

const navigate = fn();

/** Stands in for a router link: records the target instead of leaving the story. */
function followInPlace(event: MouseEvent<HTMLElement>) {
  event.preventDefault();
  navigate(event.currentTarget.getAttribute('href'));
}

function MenuContent({ links, logIn }: { links: [string, string][]; logIn: string }) {
  return (
    <nav aria-label="Main" className="flex flex-col gap-6">
      <ul className="flex flex-col gap-1">
        {links.map(([title, href]) => (
          <li key={href}>
            <a
              href={href}
              onClick={followInPlace}
              className="block rounded-ds-sm px-3 py-2 font-medium text-ds-foreground hover:bg-ds-foreground/8"
            >
              {title}
            </a>
          </li>
        ))}
      </ul>
      <Button variant="outlined" href="/login" onClick={followInPlace}>
        {logIn}
      </Button>
    </nav>
  );
}

const englishLinks: [string, string][] = [
  ['About', '/about'],
  ['Pricing', '/pricing'],
  ['Contact', '/contact'],
  ['Get started', '/get-remoterl'],
];

const meta = {
  title: 'Components/Overlays/Drawer',
  component: Drawer,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  args: {
    title: 'Menu',
    trigger: <IconButton label="Open menu" icon={<Menu />} variant="outlined" />,
    children: <MenuContent links={englishLinks} logIn="Log in" />,
    onOpenChange: fn(),
  },
  argTypes: { side: { control: 'inline-radio', options: ['left', 'right'] } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openDrawer(canvasElement: HTMLElement) {
  const trigger = within(canvasElement).getByRole('button', { name: 'Open menu' });
  await userEvent.click(trigger);
  const drawer = await screen.findByRole('dialog', { name: 'Menu' });
  return { trigger, drawer };
}

async function expectClosedWithFocusOn(trigger: HTMLElement) {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  await expect(trigger).toHaveFocus();
}

export const Playground: Story = {
  play: async ({ args, canvasElement }) => {
    const { trigger, drawer } = await openDrawer(canvasElement);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(drawer.getBoundingClientRect().width).toBeLessThanOrEqual(280);
    await expect(drawer.getBoundingClientRect().left).toBe(0);
    await userEvent.keyboard('{Escape}');
    await expectClosedWithFocusOn(trigger);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ClosesOnOverlayClick: Story = {
  play: async ({ canvasElement }) => {
    const { trigger } = await openDrawer(canvasElement);
    const overlay = document.querySelector<HTMLElement>('[data-slot="drawer-overlay"]');
    await expect(overlay).not.toBeNull();
    await userEvent.click(overlay!);
    await expectClosedWithFocusOn(trigger);
  },
};

export const ClosesWhenALinkIsChosen: Story = {
  play: async ({ canvasElement }) => {
    const { trigger, drawer } = await openDrawer(canvasElement);
    await userEvent.click(within(drawer).getByRole('link', { name: 'Pricing' }));
    await expect(navigate).toHaveBeenCalledWith('/pricing');
    await expectClosedWithFocusOn(trigger);
  },
};

export const TrapsFocus: Story = {
  play: async ({ canvasElement, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    const { drawer } = await openDrawer(canvasElement);
    const close = within(drawer).getByRole('button', { name: messages.closeMenu });
    await waitFor(() => expect(close).toHaveFocus());
    // Close, four links, Log in: six stops, and the seventh Tab comes back to the start.
    for (let step = 0; step < 6; step += 1) await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(drawer).getByRole('link', { name: 'Log in' })).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getAllByRole('link')).toHaveLength(5);
  },
};

export const FromTheRight: Story = {
  args: { defaultOpen: true, side: 'right' },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(drawer).toHaveAttribute('data-side', 'right');
    await expect(drawer.getBoundingClientRect().right).toBe(window.innerWidth);
  },
};

export const WideScreenKeepsMaxWidth: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  args: { defaultOpen: true },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(drawer.getBoundingClientRect().width).toBe(280);
  },
};

export const Korean: Story = {
  globals: { locale: 'ko' },
  args: {
    defaultOpen: true,
    title: '메뉴',
    closeLabel: '메뉴 닫기',
    trigger: <IconButton label="메뉴 열기" icon={<Menu />} variant="outlined" />,
    children: (
      <MenuContent
        links={[
          ['회사 소개', '/about'],
          ['요금제', '/pricing'],
          ['문의하기', '/contact'],
          ['시작하기', '/get-remoterl'],
        ]}
        logIn="로그인"
      />
    ),
  },
  play: async () => {
    const drawer = await screen.findByRole('dialog', { name: '메뉴' });
    await expect(within(drawer).getByRole('button', { name: '메뉴 닫기' })).toBeVisible();
  },
};
