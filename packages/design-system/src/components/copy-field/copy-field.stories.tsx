import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, type within } from 'storybook/test';
import { resolveUiMessages } from '../../locale';
import { CopyField } from './copy-field';
import { koreanMode } from '../../../../../.storybook/modes';

type Canvas = ReturnType<typeof within>;

const API_KEY = 'api_3f2b8c1e-5d4a-4e7b-9c6f-2a1d8e0b7c45';
const MASKED_KEY = `api_${'•'.repeat(12)}`;
const denied = new DOMException('Write permission denied.', 'NotAllowedError');

const meta = {
  title: 'Components/Developer/CopyField',
  component: CopyField,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  args: {
    label: 'API Key',
    value: API_KEY,
    masked: true,
    emptyText: 'No API Key found',
    revealLabel: 'Show API key',
    copyLabel: 'Copy API key',
    copiedDuration: 400,
    onCopy: fn(),
    onCopyError: fn(),
    onRevealedChange: fn(),
  },
  // Headless Chromium denies clipboard writes without a permission grant, so the stories
  // stand in for the clipboard and assert the exact text handed to it.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  decorators: [
    (Story) => (
      <div className="max-w-lg">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CopyField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, globals }) => {
    const input = canvas.getByLabelText('API Key');
    await expect(input).toHaveValue(MASKED_KEY);
    await expectKeyNowhereInDom();

    // Copying while masked still hands over the exact, unmasked key.
    await userEvent.click(canvas.getByRole('button', { name: 'Copy API key' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledOnce();
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(API_KEY);
    await expect(args.onCopy).toHaveBeenCalledWith(API_KEY);
    await expect(canvas.getByRole('status')).toHaveTextContent(resolveUiMessages(globals.locale).copied);
    await expectKeyNowhereInDom();

    const toggle = canvas.getByRole('button', { name: 'Show API key' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveValue(API_KEY);
    await expect(args.onRevealedChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(toggle);
    await expect(input).toHaveValue(MASKED_KEY);
    await expectKeyNowhereInDom();
    await settleForScreenshot(canvas);
  },
};

export const Revealed: Story = {
  args: { defaultRevealed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('API Key')).toHaveValue(API_KEY);
    await expect(canvas.getByRole('button', { name: 'Show API key' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const Unmasked: Story = {
  args: { label: 'User ID', value: 'uid_7f3a9c2e41', masked: false, copyLabel: 'Copy user ID' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('User ID')).toHaveValue('uid_7f3a9c2e41');
    await expect(canvas.queryByRole('button', { name: 'Show API key' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Copy user ID' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('uid_7f3a9c2e41');
    await settleForScreenshot(canvas);
  },
};

export const Empty: Story = {
  args: { value: '' },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByLabelText('API Key')).toHaveValue('No API Key found');
    await expect(canvas.queryByRole('button', { name: 'Show API key' })).toBeNull();
    const copyButton = canvas.getByRole('button', { name: 'Copy API key' });
    await expect(copyButton).toBeDisabled();
    await userEvent.click(copyButton, { pointerEventsCheck: 0 });
    await expect(navigator.clipboard.writeText).not.toHaveBeenCalled();
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

export const CopyFailure: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(denied);
    return () => writeText.mockRestore();
  },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Copy API key' }));
    await waitFor(() => expect(args.onCopyError).toHaveBeenCalledOnce());
    await expect(args.onCopyError).toHaveBeenCalledWith(denied);
    await expect(args.onCopy).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent(/^$/);
    await expectKeyNowhereInDom();
    await settleForScreenshot(canvas);
  },
};

export const LongValueWithHelperText: Story = {
  args: {
    label: 'Webhook signing secret',
    value: `whsec_${'a1B2c3D4e5F6g7H8'.repeat(6)}`,
    masked: false,
    helperText:
      'Use this secret to verify that webhook calls come from RemoteRL. Keep it out of source control.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Webhook signing secret');
    await expect(input).toHaveAccessibleDescription(/verify that webhook calls/);
    await expect(input.scrollWidth).toBeGreaterThan(input.clientWidth);
  },
};

export const Korean: Story = {
  args: {
    label: 'API 키',
    emptyText: 'API 키가 없습니다',
    revealLabel: 'API 키 보기',
    copyLabel: 'API 키 복사',
    copiedLabel: '복사됨',
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('API 키')).toHaveValue(MASKED_KEY);
    await userEvent.click(canvas.getByRole('button', { name: 'API 키 복사' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(API_KEY);
    await expect(canvas.getByRole('status')).toHaveTextContent('복사됨');
    await settleForScreenshot(canvas);
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('button', { name: 'Show API key' });
    await expect(toggle).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy API key' })).toBeVisible();
  },
};

/**
 * Masking is only real if the key is absent from the markup: text, attributes and the
 * live values of form controls (which innerHTML does not show).
 */
async function expectKeyNowhereInDom() {
  await expect(document.body.innerHTML).not.toContain(API_KEY);
  const controlValues = [...document.querySelectorAll('input, textarea')].map(
    (control) => (control as HTMLInputElement).value,
  );
  await expect(controlValues.join('\n')).not.toContain(API_KEY);
}

/**
 * Screenshots follow the play function: the brief copied state must be over, and the field
 * is painted afresh. A focus change inside the field repaints only part of its frame, and
 * that partial repaint anti-aliased the rounded corners one shade differently between runs.
 */
async function settleForScreenshot(canvas: Canvas) {
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^$/), { timeout: 2000 });
  for (const button of canvas.getAllByRole('button')) await userEvent.unhover(button);
  (document.activeElement as HTMLElement | null)?.blur();
  const field: HTMLElement | null = canvas.getByRole('status').closest('[data-slot=text-field]');
  if (!field) return;
  field.style.visibility = 'hidden';
  await nextFrame();
  field.style.visibility = '';
  await nextFrame();
}

function nextFrame() {
  return new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}
