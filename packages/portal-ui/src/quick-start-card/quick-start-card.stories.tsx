import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { QuickStartCard } from './quick-start-card';
import { englishQuickStartSteps, koreanQuickStartSteps } from './quick-start-card.fixtures';
import { koreanMode } from '../../../../.storybook/modes';

const API_KEY = 'api_9a41d7c3-02be-4f65-8d1a-7c3e5b9f0e26';
const TRAINER = `import remoterl\n\nremoterl.init(api_key="${API_KEY}", role="trainer")`;
const SIMULATOR = `import remoterl\n\nremoterl.init(api_key="${API_KEY}", role="simulator")`;

const meta = {
  title: 'Blocks/Dashboard/Quick Start card',
  component: QuickStartCard,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  args: { apiKey: API_KEY, steps: englishQuickStartSteps, onCopy: fn(), onRevealedChange: fn() },
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
} satisfies Meta<typeof QuickStartCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('region', { name: 'Quick Start Guide' });
    await expect(within(card).getByText('pip install remoterl')).toBeVisible();
    // Masked until shown, like the API Key card.
    await expect(document.body.innerHTML).not.toContain(API_KEY);
    await expect(card).toHaveTextContent('remoterl.init(api_key="api_••••••••••••", role="trainer")');
    await expect(card).toHaveTextContent('Your key is hidden in these examples');

    // Masked on screen, yet the copy buttons copy the runnable snippet with the real key.
    await userEvent.click(within(card).getByRole('button', { name: 'Copy trainer example' }));
    await expect(navigator.clipboard.writeText).toHaveBeenLastCalledWith(TRAINER);

    const toggle = within(card).getByRole('button', { name: 'Show API key' });
    await userEvent.click(toggle);
    // The toggle names what it does next.
    await expect(toggle).toHaveAccessibleName('Hide API key');
    await expect(args.onRevealedChange).toHaveBeenCalledWith(true);
    await expect(card).not.toHaveTextContent('Your key is hidden in these examples');

    await userEvent.click(within(card).getByRole('button', { name: 'Copy install command' }));
    await expect(navigator.clipboard.writeText).toHaveBeenLastCalledWith('pip install remoterl');
    await userEvent.click(within(card).getByRole('button', { name: 'Copy register command' }));
    await expect(navigator.clipboard.writeText).toHaveBeenLastCalledWith('remoterl register');
    await userEvent.click(within(card).getByRole('button', { name: 'Copy environment variable line' }));
    await expect(navigator.clipboard.writeText).toHaveBeenLastCalledWith(
      `export REMOTERL_API_KEY='${API_KEY}'`,
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Copy trainer example' }));
    await expect(navigator.clipboard.writeText).toHaveBeenLastCalledWith(TRAINER);
    await userEvent.click(within(card).getByRole('button', { name: 'Copy simulator example' }));
    await expect(navigator.clipboard.writeText).toHaveBeenLastCalledWith(SIMULATOR);
    await waitFor(() => expect(args.onCopy).toHaveBeenCalledTimes(6));
  },
};

export const Revealed: Story = {
  args: { defaultRevealed: true },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Quick Start Guide' });
    await expect(card).toHaveTextContent(`remoterl.init(api_key="${API_KEY}", role="simulator")`);
    await expect(
      within(card)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      '1. Install the library',
      '2. Save your key with the command line',
      '3. Or put it in the environment',
      '4. Start a trainer',
      '5. Start a simulator where your environment runs',
    ]);
  },
};

export const WithoutKey: Story = {
  args: { apiKey: null },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: 'Quick Start Guide' });
    await expect(card).toHaveTextContent('remoterl.init(api_key="YOUR_API_KEY", role="trainer")');
    await expect(within(card).queryByRole('button', { name: 'Show API key' })).not.toBeInTheDocument();
  },
};

export const Mobile: Story = {
  args: { defaultRevealed: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const Korean: Story = {
  args: {
    steps: koreanQuickStartSteps,
    labels: {
      title: '빠른 시작 가이드',
      description: 'Python 라이브러리',
      revealKey: 'API 키 보기',
      hideKey: 'API 키 숨기기',
      maskedHint: '예제의 키는 가려져 있지만 복사 버튼은 전체 키를 복사합니다.',
      keyPlaceholder: 'YOUR_API_KEY',
    },
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('region', { name: '빠른 시작 가이드' });
    await expect(within(card).getByRole('button', { name: '트레이너 예제 복사' })).toBeVisible();
  },
};
