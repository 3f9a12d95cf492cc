import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { formatMessage, resolveUiMessages } from '../../locale';
import { toast } from './toast-api';
import { ToastProvider } from './toast-provider';
import type { ToastType } from './toast-store';
import { koreanMode } from '../../../../../.storybook/modes';

/** Screenshot stories keep their toasts up, so the picture never races the timer. */
const ONE_HOUR = 3_600_000;
const EDGE = 16;

const SAMPLES: Record<ToastType, string> = {
  info: 'Not a registered user, please sign up.',
  success: 'Payment completed. $20 was added to your balance.',
  warning: 'Your balance is running low.',
  error: 'The payment could not be captured. Please try again.',
};

function ToastTriggers() {
  return (
    <div className="flex flex-wrap gap-2">
      {(Object.keys(SAMPLES) as ToastType[]).map((type) => (
        <Button key={type} variant="outlined" size="sm" onClick={() => toast[type](SAMPLES[type])}>
          Show {type}
        </Button>
      ))}
    </div>
  );
}

const meta = {
  title: 'Components/Feedback/Toast',
  component: ToastProvider,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  args: { position: 'bottom-right', duration: ONE_HOUR, closeLabel: 'Close' },
  argTypes: { position: { control: 'inline-radio', options: ['bottom-right', 'top-right'] } },
  // Every story starts from an empty stack: the global `toast` store outlives stories.
  beforeEach: () => toast.dismiss(),
  render: (args) => (
    <ToastProvider {...args}>
      <ToastTriggers />
    </ToastProvider>
  ),
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    await userEvent.click(canvas.getByRole('button', { name: 'Show success' }));
    const item = await findToast(SAMPLES.success);
    await expect(item).toHaveAttribute('data-type', 'success');
    await expect(within(item).getByRole('button', { name: 'Close' })).toBeVisible();
    // Bottom-right, 320 px wide, inset from the corner.
    const box = item.getBoundingClientRect();
    await expect(box.width).toBe(320);
    await expect(window.innerWidth - box.right).toBe(EDGE);
    await expect(window.innerHeight - box.bottom).toBe(EDGE);
    await expect(
      screen.getByRole('region', { name: formatMessage(messages.notificationsRegion, { hotkey: 'alt+T' }) }),
    ).toContainElement(item);
  },
};

export const Info: Story = { play: () => expectTypedToast('info') };
export const Success: Story = { play: () => expectTypedToast('success') };
export const Warning: Story = { play: () => expectTypedToast('warning') };
export const ErrorToast: Story = { name: 'Error', play: () => expectTypedToast('error') };

export const LongText: Story = {
  play: async () => {
    const text =
      'We could not reach the payment service. Your card has not been charged; check your connection and try the checkout again in a few minutes, or contact support@remoterl.com if it keeps happening.';
    toast.warning(text);
    const item = await findToast(text);
    const box = item.getBoundingClientRect();
    await expect(box.width).toBe(320);
    await expect(box.height).toBeGreaterThan(80);
  },
};

export const Korean: Story = {
  args: { closeLabel: '닫기', regionLabel: '알림 ({hotkey})', toastLabel: '알림' },
  globals: { locale: 'ko' },
  play: async () => {
    toast.info('등록되지 않은 사용자입니다. 회원가입을 해 주세요.');
    const item = await findToast('등록되지 않은 사용자입니다. 회원가입을 해 주세요.');
    await expect(within(item).getByRole('button', { name: '닫기' })).toBeVisible();
    await expect(screen.getByRole('region', { name: '알림 (alt+T)' })).toContainElement(item);
  },
};

export const TopRight: Story = {
  args: { position: 'top-right' },
  play: async () => {
    toast.success(SAMPLES.success);
    const box = (await findToast(SAMPLES.success)).getBoundingClientRect();
    await expect(box.top).toBe(EDGE);
    await expect(window.innerWidth - box.right).toBe(EDGE);
  },
};

export const ManyStacking: Story = {
  play: async () => {
    const types: ToastType[] = ['info', 'success', 'warning', 'error', 'info'];
    types.forEach((type, index) => toast[type](`Toast ${index + 1}: ${SAMPLES[type]}`));
    await findToast('Toast 5: Not a registered user, please sign up.');
    const items = screen
      .getAllByText(/^Toast \d:/)
      .map((text) => text.closest<HTMLElement>('[data-slot=toast]')!);
    const boxes = items.map((item) => item.getBoundingClientRect());
    // Arrival order in the DOM, newest drawn on top, 12 px apart, all against the right edge.
    for (let index = 1; index < boxes.length; index++) {
      await expect(boxes[index]!.bottom + 12).toBe(boxes[index - 1]!.top);
      await expect(boxes[index]!.right).toBe(boxes[0]!.right);
    }
    await expect(window.innerHeight - boxes[0]!.bottom).toBe(EDGE);
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    toast.error(SAMPLES.error);
    const box = (await findToast(SAMPLES.error)).getBoundingClientRect();
    // Never wider than the screen minus the insets.
    await expect(box.width).toBe(window.innerWidth - 2 * EDGE);
  },
};

async function expectTypedToast(type: ToastType) {
  toast[type](SAMPLES[type]);
  const item = await findToast(SAMPLES[type]);
  await expect(item).toHaveAttribute('data-type', type);
  await expect(item).toBeVisible();
}

/** Toasts render in a portal on <body>, outside the story canvas. */
async function findToast(text: string): Promise<HTMLElement> {
  const item = (await screen.findByText(text)).closest<HTMLElement>('[data-slot=toast]');
  await expect(item).not.toBeNull();
  return item!;
}
