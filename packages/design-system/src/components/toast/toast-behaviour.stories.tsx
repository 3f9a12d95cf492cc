import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { formatMessage, resolveUiMessages } from '../../locale';
import { toast } from './toast-api';
import { ToastProvider } from './toast-provider';
import { useToast } from './use-toast';
import { koreanMode } from '../../../../../.storybook/modes';

const SAVED = 'Saved to your dashboard.';
/** Short on purpose: each waiting step below is three times this. */
const DURATION = 300;

const meta = {
  title: 'Components/Feedback/Toast/Behaviour',
  component: ToastProvider,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  args: { duration: DURATION },
  beforeEach: () => toast.dismiss(),
  render: (args) => (
    <ToastProvider {...args}>
      <Button onClick={() => toast.info(SAVED)}>Show toast</Button>
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PausesWhileHovered: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    const item = await findToast(SAVED);
    await userEvent.hover(item);
    await sleep(DURATION * 3);
    await expect(item).toBeInTheDocument();
    await userEvent.unhover(item);
    await waitFor(() => expect(screen.queryByText(SAVED)).toBeNull(), { timeout: DURATION * 5 });
    await waitForAnnouncementsToEnd();
  },
};

export const PausesWhileWindowUnfocused: Story = {
  play: async () => {
    toast.info(SAVED);
    const item = await findToast(SAVED);
    // Radix starts listening for the window's blur a render after the first toast appears.
    await sleep(DURATION / 3);
    window.dispatchEvent(new FocusEvent('blur'));
    await sleep(DURATION * 3);
    await expect(item).toBeInTheDocument();
    window.dispatchEvent(new FocusEvent('focus'));
    await waitFor(() => expect(screen.queryByText(SAVED)).toBeNull(), { timeout: DURATION * 5 });
    await waitForAnnouncementsToEnd();
  },
};

export const RaisedWhileWindowUnfocused: Story = {
  beforeEach: () => {
    const hasFocus = spyOn(document, 'hasFocus').mockReturnValue(false);
    return () => hasFocus.mockRestore();
  },
  play: async () => {
    // The window is already in the background when the toast arrives; no blur event follows.
    toast.info(SAVED);
    const item = await findToast(SAVED);
    await sleep(DURATION * 3);
    await expect(item).toBeInTheDocument();
    spyOn(document, 'hasFocus').mockReturnValue(true);
    window.dispatchEvent(new FocusEvent('focus'));
    await waitFor(() => expect(screen.queryByText(SAVED)).toBeNull(), { timeout: DURATION * 5 });
    await waitForAnnouncementsToEnd();
  },
};

export const AltTFocusesTheRegion: Story = {
  play: async ({ canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    const trigger = canvas.getByRole('button', { name: 'Show toast' });
    await userEvent.click(trigger);
    await findToast(SAVED);
    await userEvent.keyboard('{Alt>}t{/Alt}');
    const region = screen.getByRole('region', {
      name: formatMessage(messages.notificationsRegion, { hotkey: 'alt+T' }),
    });
    await expect(region).toContainElement(document.activeElement as HTMLElement);
    // Focus in the region holds every timer.
    await sleep(DURATION * 3);
    await expect(screen.getByText(SAVED)).toBeVisible();
    // Escape hands focus back, and the timer runs out.
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
    await waitFor(() => expect(screen.queryByText(SAVED)).toBeNull(), { timeout: DURATION * 5 });
    await waitForAnnouncementsToEnd();
  },
};

export const EscapeClosesTheFocusedToast: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Show toast' });
    toast.info('Older toast', { autoClose: false });
    toast.success('Newest toast', { autoClose: false });
    await findToast('Newest toast');
    trigger.focus();
    await userEvent.keyboard('{Alt>}t{/Alt}');
    // Tab from the region reaches the newest toast first.
    await userEvent.tab();
    await expect(await findToast('Newest toast')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByText('Newest toast')).toBeNull());
    await expect(screen.getByText('Older toast')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveFocus();
    await expect(screen.getByText('Older toast')).toBeVisible();
  },
};

export const UpdateInPlace: Story = {
  play: async () => {
    const id = toast.info('Saving your settings…', { autoClose: false });
    const before = await findToast('Saving your settings…');
    await expect(toast.update(id, { type: 'success', content: 'Settings saved.' })).toBe(true);
    await waitFor(() => expect(before).toHaveTextContent('Settings saved.'));
    await expect(before).toHaveAttribute('data-type', 'success');
    await expect(await findToast('Settings saved.')).toBe(before);
    // Showing again with the same id is an update too, never a second toast.
    await expect(toast.error('Settings could not be saved.', { id, autoClose: false })).toBe(id);
    await waitFor(() => expect(before).toHaveAttribute('data-type', 'error'));
    await expect(screen.getAllByText(/Settings/)).toHaveLength(1);
    await expect(toast.update('no-such-toast', { content: 'Nothing' })).toBe(false);
  },
};

export const DismissById: Story = {
  play: async ({ globals }) => {
    const messages = resolveUiMessages(globals.locale);
    const first = toast.info('First toast', { autoClose: false });
    toast.warning('Second toast', { autoClose: false });
    toast.error('Third toast', { autoClose: false });
    await findToast('Third toast');
    toast.dismiss(first);
    await waitFor(() => expect(screen.queryByText('First toast')).toBeNull());
    await expect(screen.getByText('Second toast')).toBeVisible();
    const third = await findToast('Third toast');
    await userEvent.click(within(third).getByRole('button', { name: messages.closeNotification }));
    await waitFor(() => expect(screen.queryByText('Third toast')).toBeNull());
    await expect(screen.getByText('Second toast')).toBeVisible();
    toast.dismiss();
    await waitFor(() => expect(screen.queryByText('Second toast')).toBeNull());
    await waitForAnnouncementsToEnd();
  },
};

export const SwipeAway: Story = {
  play: async () => {
    toast.info('Swipe me', { autoClose: false });
    const item = await findToast('Swipe me');
    const width = item.getBoundingClientRect().width;
    // 70 % of the width springs back; 85 % dismisses (the threshold is 80 %).
    await swipeRight(item, width * 0.7);
    await expect(item).toHaveAttribute('data-swipe', 'cancel');
    await expect(screen.getByText('Swipe me')).toBeInTheDocument();
    await swipeRight(item, width * 0.85);
    await waitFor(() => expect(screen.queryByText('Swipe me')).toBeNull());
    await waitForAnnouncementsToEnd();
  },
};

function HookDemo() {
  const { success, dismiss, toasts } = useToast();
  const openCount = toasts.filter((record) => record.open).length;
  return (
    <div className="flex items-center gap-3">
      <Button onClick={() => success('Copied to the clipboard.', { autoClose: false })}>Copy</Button>
      <Button variant="outlined" onClick={() => dismiss()}>
        Clear all
      </Button>
      <output aria-live="polite">{openCount} open</output>
    </div>
  );
}

export const UseToastHook: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <HookDemo />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy' }));
    await expect(canvas.getByText('2 open')).toBeVisible();
    await expect(screen.getAllByText('Copied to the clipboard.')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(screen.queryByText('Copied to the clipboard.')).toBeNull());
    await expect(canvas.getByText('0 open')).toBeVisible();
    await waitForAnnouncementsToEnd();
  },
};

export const OneProviderPerStore: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <ToastProvider {...args} position="top-right">
        <Button onClick={() => toast.info(SAVED, { autoClose: false })}>Show toast</Button>
      </ToastProvider>
    </ToastProvider>
  ),
  play: async ({ canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await findToast(SAVED);
    // The first provider to mount renders the store; the nested one waits its turn.
    await expect(screen.getAllByText(SAVED)).toHaveLength(1);
    await expect(
      screen.getAllByRole('region', {
        name: formatMessage(messages.notificationsRegion, { hotkey: 'alt+T' }),
      }),
    ).toHaveLength(1);
  },
};

/** Toasts render in a portal on <body>, outside the story canvas. */
async function findToast(text: string): Promise<HTMLElement> {
  const item = (await screen.findByText(text)).closest<HTMLElement>('[data-slot=toast]');
  await expect(item).not.toBeNull();
  return item!;
}

/** A left-button drag to the right, as a mouse would do it. */
async function swipeRight(element: HTMLElement, distance: number) {
  const box = element.getBoundingClientRect();
  const start = { x: box.left + 40, y: box.top + box.height / 2 };
  await userEvent.pointer([
    { keys: '[MouseLeft>]', target: element, coords: { clientX: start.x, clientY: start.y } },
    { target: element, coords: { clientX: start.x + distance / 2, clientY: start.y } },
    { target: element, coords: { clientX: start.x + distance, clientY: start.y } },
    { keys: '[/MouseLeft]', target: element, coords: { clientX: start.x + distance, clientY: start.y } },
  ]);
}

/**
 * Radix announces each toast through a hidden status element on <body> for a second.
 * The screenshot hook captures the whole body while such an element exists, so stories
 * that end without toasts wait for it to go and are captured as the canvas every time.
 */
async function waitForAnnouncementsToEnd() {
  await waitFor(() => expect(document.querySelector('body > [role=status]')).toBeNull(), { timeout: 3000 });
}

function sleep(milliseconds: number) {
  return new Promise((resolve) => setTimeout(resolve, milliseconds));
}
