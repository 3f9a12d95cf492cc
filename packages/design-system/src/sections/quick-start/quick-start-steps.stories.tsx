import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../components/button/button';
import { tallViewport } from '../../lib/viewports.fixtures';
import { formatMessage, resolveUiMessages } from '../../locale';
import { QuickStartSteps, type QuickStartStep } from './quick-start-steps';
import { koreanMode } from '../../../../../.storybook/modes';

const INSTALL = 'pip install remoterl';
const INIT = ['import remoterl', '', 'remoterl.init(api_key="<KEY>", role="trainer")'].join('\n');
const EXAMPLE = [
  '# On the machine that hosts your Gymnasium environment',
  'import remoterl',
  '',
  'remoterl.init(api_key="<KEY>", role="simulator")',
  '',
  '# Or leave api_key out and export REMOTERL_API_KEY instead.',
].join('\n');

const englishSteps: QuickStartStep[] = [
  {
    title: 'Install the library',
    description: 'RemoteRL is a Python package on PyPI.',
    code: INSTALL,
    language: 'Shell',
  },
  {
    title: 'Initialise it with your API key',
    description: 'The trainer runs in the cloud; your dashboard shows the key to use.',
    code: INIT,
    language: 'Python',
  },
  {
    title: 'Example: connect your environment',
    description:
      'Start the simulator side where your environment lives. It talks to the trainer over WebSockets.',
    code: EXAMPLE,
    language: 'Python',
  },
];

const meta = {
  title: 'Sections/QuickStartSteps',
  component: QuickStartSteps,
  tags: ['locale-ko'],
  parameters: { ...koreanMode, layout: 'fullscreen', ...tallViewport('desktopTall').parameters },
  globals: tallViewport('desktopTall').globals,
  args: {
    eyebrow: 'Quick start',
    title: 'From pip install to a training run in three steps',
    steps: englishSteps,
    onCopy: fn(),
    onCopyError: fn(),
  },
  // Headless Chromium refuses clipboard writes without a grant; stand in for it and check the text.
  beforeEach: () => {
    const writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText.mockRestore();
  },
} satisfies Meta<typeof QuickStartSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    const steps = canvas.getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(canvas.getByText(formatMessage(messages.step, { step: 2 }))).toBeVisible();

    const snippets = [INSTALL, INIT, EXAMPLE];
    for (const [index, step] of englishSteps.entries()) {
      await userEvent.click(
        canvas.getByRole('button', { name: formatMessage(messages.copyCodeOf, { title: step.title }) }),
      );
      await expect(navigator.clipboard.writeText).toHaveBeenLastCalledWith(snippets[index]);
      await expect(args.onCopy).toHaveBeenLastCalledWith(snippets[index], step);
    }
    await expect(navigator.clipboard.writeText).toHaveBeenCalledTimes(3);
    // Let the "Copied" marks clear so the screenshot shows the resting state.
    await waitFor(() => expect(canvas.queryByText(messages.copied)).toBeNull(), { timeout: 4000 });
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const CopyRefused: Story = {
  args: { steps: englishSteps.slice(0, 1) },
  beforeEach: () => {
    const refusal = new DOMException('Write permission denied.', 'NotAllowedError');
    const writeText = spyOn(navigator.clipboard, 'writeText').mockRejectedValue(refusal);
    return () => writeText.mockRestore();
  },
  play: async ({ canvas, args, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    await userEvent.click(
      canvas.getByRole('button', {
        name: formatMessage(messages.copyCodeOf, { title: 'Install the library' }),
      }),
    );
    await waitFor(() => expect(args.onCopyError).toHaveBeenCalledOnce());
    await expect(args.onCopyError).toHaveBeenCalledWith(expect.any(DOMException), englishSteps[0]);
    await expect(args.onCopy).not.toHaveBeenCalled();
  },
};

export const WithGetStarted: Story = {
  args: {
    steps: englishSteps.slice(0, 2),
    footer: (
      <Button href="/signup" size="lg">
        Get started
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/signup');
  },
};

export const Narrow: Story = {
  ...tallViewport('mobileTall'),
  play: async ({ canvas, canvasElement }) => {
    const section = canvasElement.querySelector<HTMLElement>('[data-section="quick-start"]')!;
    // Long lines scroll inside their code block; the page itself never scrolls sideways.
    await expect(section.scrollWidth).toBeLessThanOrEqual(section.clientWidth);
    const regions = canvas.getAllByRole('region').map((region) => region.getAttribute('aria-label'));
    await expect(regions).toContain('Example: connect your environment');
  },
};

export const Korean: Story = {
  args: {
    eyebrow: '빠른 시작',
    title: 'pip 설치부터 학습 실행까지 세 단계',
    formatStepLabel: (stepNumber) => `${stepNumber}단계`,
    formatCopyLabel: (step) => `코드 복사: ${step.title}`,
    copiedLabel: '복사됨',
    steps: [
      {
        title: '라이브러리 설치',
        description: 'RemoteRL은 PyPI의 파이썬 패키지입니다.',
        code: INSTALL,
        language: 'Shell',
      },
      {
        title: 'API 키로 초기화',
        description: '학습기는 클라우드에서 실행되며, 키는 대시보드에서 확인할 수 있습니다.',
        code: INIT,
        language: 'Python',
      },
      {
        title: '예제: 환경 연결',
        description: '환경이 있는 곳에서 시뮬레이터를 실행하세요. 학습기와 WebSocket으로 통신합니다.',
        code: EXAMPLE,
        language: 'Python',
      },
    ],
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1단계')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '코드 복사: 라이브러리 설치' }));
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(INSTALL);
    await waitFor(() => expect(canvas.queryByText('복사됨')).toBeNull(), { timeout: 4000 });
  },
};
