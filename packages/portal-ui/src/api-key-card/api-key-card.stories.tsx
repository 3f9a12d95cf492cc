import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { ApiKeyCard } from './api-key-card';
import { koreanMode } from '../../../../.storybook/modes';

const API_KEY = 'api_9a41d7c3-02be-4f65-8d1a-7c3e5b9f0e26';

/** The key may live in memory, never in the page: no text, no attribute, no input value. */
function keyIsInDom(key: string): boolean {
  const inputs = [...document.querySelectorAll('input, textarea')] as HTMLInputElement[];
  return document.body.innerHTML.includes(key) || inputs.some((input) => input.value.includes(key));
}

const meta = {
  title: 'Blocks/Dashboard/API Key card',
  component: ApiKeyCard,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  args: { apiKey: API_KEY, onCopy: fn(), onCopyError: fn(), onRevealedChange: fn() },
  // Headless Chromium denies clipboard writes without a grant; the stories assert what reaches it.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ApiKeyCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('region', { name: 'API Key' })).toBeVisible();
    const field = canvas.getByRole('textbox', { name: 'Your API key' });
    await expect(field).toHaveAttribute('readonly');
    await expect(keyIsInDom(API_KEY)).toBe(false);

    // Copy hands over the real key even while it is hidden.
    await userEvent.click(canvas.getByRole('button', { name: 'Copy API key' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(API_KEY);
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledWith(API_KEY));
    await expect(keyIsInDom(API_KEY)).toBe(false);

    await userEvent.click(canvas.getByRole('button', { name: 'Show API key' }));
    await expect(field).toHaveValue(API_KEY);
    await expect(args.onRevealedChange).toHaveBeenCalledWith(true);
    await userEvent.click(canvas.getByRole('button', { name: 'Show API key' }));
    await expect(keyIsInDom(API_KEY)).toBe(false);
  },
};

export const Revealed: Story = {
  args: { revealed: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your API key' })).toHaveValue(API_KEY);
    await expect(canvas.getByRole('button', { name: 'Show API key' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  },
};

export const NoKey: Story = {
  args: { apiKey: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your API key' })).toHaveValue('No API Key found');
    const copy = canvas.getByRole('button', { name: 'Copy API key' });
    await expect(copy).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Show API key' })).not.toBeInTheDocument();
    await userEvent.click(copy, { pointerEventsCheck: 0 });
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async () => {
    await expect(keyIsInDom(API_KEY)).toBe(false);
  },
};

export const Korean: Story = {
  args: {
    labels: {
      title: 'API 키',
      description: 'Python 코드의 remoterl.init()에 전달하세요. 외부에 공개하지 마세요.',
      field: '내 API 키',
      empty: 'API 키가 없습니다',
      reveal: 'API 키 보기',
      copy: 'API 키 복사',
      copied: '복사됨',
    },
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'API 키' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'API 키 보기' }));
    await expect(canvas.getByRole('textbox', { name: '내 API 키' })).toHaveValue(API_KEY);
  },
};
