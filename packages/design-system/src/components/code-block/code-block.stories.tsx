import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, type within } from 'storybook/test';
import { formatMessage, resolveUiMessages } from '../../locale';
import { CodeBlock } from './code-block';
import { koreanMode } from '../../../../../.storybook/modes';

type Canvas = ReturnType<typeof within>;

const TRAINER_SNIPPET = ['import remoterl', '', 'remoterl.init(api_key="<KEY>", role="trainer")'].join('\n');
const LONG_LINE =
  'remoterl.init(api_key="api_9a41d7c3-02be-4f65-8d1a-7c3e5b9f0e26", role="simulator")  # the key can also come from REMOTERL_API_KEY';

const denied = new DOMException('Write permission denied.', 'NotAllowedError');

const meta = {
  title: 'Components/Developer/CodeBlock',
  component: CodeBlock,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  args: {
    code: TRAINER_SNIPPET,
    language: 'Python',
    copiedDuration: 400,
    onCopy: fn(),
    onCopyError: fn(),
  },
  // Headless Chromium denies clipboard writes without a permission grant, so the stories
  // stand in for the clipboard and assert the exact text handed to it.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CodeBlock>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  // Names of built-in text come from the story's locale: Chromatic plays each mode, Korean too.
  play: async ({ args, canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    await expect(canvas.getByText('Python')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: messages.copyCode }));

    await expect(navigator.clipboard.writeText).toHaveBeenCalledOnce();
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(TRAINER_SNIPPET);
    await expect(args.onCopy).toHaveBeenCalledOnce();
    await expect(args.onCopy).toHaveBeenCalledWith(TRAINER_SNIPPET);
    await expect(args.onCopyError).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent(messages.copied);
    // The copied state is brief: it clears after copiedDuration.
    await waitForCopiedStateToClear(canvas);
  },
};

export const ShellCommand: Story = {
  args: { code: 'pip install remoterl', language: 'Shell' },
  play: async ({ canvas, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: resolveUiMessages(globals.locale).copyCode }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith('pip install remoterl');
    await waitForCopiedStateToClear(canvas);
    // A snippet that fits adds no tab stop and no landmark.
    const scroller = canvas.getByText('pip install remoterl').closest('pre');
    await expect(scroller).not.toHaveAttribute('tabindex');
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const CopyFailure: Story = {
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(denied);
    return () => writeText.mockRestore();
  },
  play: async ({ args, canvas, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: resolveUiMessages(globals.locale).copyCode }));
    await waitFor(() => expect(args.onCopyError).toHaveBeenCalledOnce());
    await expect(args.onCopyError).toHaveBeenCalledWith(denied);
    await expect(args.onCopy).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent(/^$/);
  },
};

export const LongLineScrolls: Story = {
  args: { code: LONG_LINE },
  play: async ({ canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    const region = await canvas.findByRole('region', {
      name: formatMessage(messages.codeIn, { language: 'Python' }),
    });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await userEvent.click(canvas.getByRole('button', { name: messages.copyCode }));
    await userEvent.tab();
    await expect(region).toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: messages.copyCode }));
    await expect(navigator.clipboard.writeText).toHaveBeenLastCalledWith(LONG_LINE);
    await waitForCopiedStateToClear(canvas);
  },
};

export const WithoutLanguage: Story = {
  args: { language: undefined, code: 'export REMOTERL_API_KEY="<KEY>"' },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvasElement.querySelector('figcaption')).toBeNull();
    await expect(
      canvas.getByRole('button', { name: resolveUiMessages(globals.locale).copyCode }),
    ).toBeVisible();
  },
};

export const Korean: Story = {
  args: {
    code: [
      '# 시뮬레이터로 연결합니다',
      'import remoterl',
      'remoterl.init(api_key="<KEY>", role="simulator")',
    ].join('\n'),
    language: '파이썬',
    copyLabel: '코드 복사',
    copiedLabel: '복사됨',
  },
  globals: { locale: 'ko' },
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '코드 복사' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(args.code);
    await expect(canvas.getByRole('status')).toHaveTextContent('복사됨');
    await waitForCopiedStateToClear(canvas);
  },
};

export const Mobile: Story = {
  args: { code: TRAINER_SNIPPET },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, globals }) => {
    // At 320 px the init line no longer fits, so the snippet becomes a scrollable region.
    const name = formatMessage(resolveUiMessages(globals.locale).codeIn, { language: 'Python' });
    await expect(await canvas.findByRole('region', { name })).toHaveAttribute('tabindex', '0');
  },
};

/** Screenshots follow the play function, so the brief copied state must be over first. */
async function waitForCopiedStateToClear(canvas: Canvas) {
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^$/), { timeout: 2000 });
}
