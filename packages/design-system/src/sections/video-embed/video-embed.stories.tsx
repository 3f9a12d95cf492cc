import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { RemoteTrainingIllustration } from '../hero/remote-training-illustration';
import { PageSection } from '../page-section/page-section';
import { narrowViewport } from '../../lib/viewports.fixtures';
import { resolveUiMessages } from '../../locale';
import { VideoEmbed } from './video-embed';
import { koreanMode } from '../../../../../.storybook/modes';

const videoId = 'Xq3pDkZ6cRs';
/** Requests this page made to YouTube's hosts (by host name: our own module names mention YouTube too). */
const youtubeRequests = () =>
  performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name).hostname)
    .filter((host) => /(^|\.)(youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com)$/.test(host));

const meta = {
  title: 'Sections/VideoEmbed',
  component: VideoEmbed,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  args: {
    videoId,
    title: 'RemoteRL demo: training a robot arm from a local simulator',
    onPlay: fn(),
  },
  render: (args) => (
    <div className="mx-auto max-w-3xl">
      <VideoEmbed {...args} />
    </div>
  ),
} satisfies Meta<typeof VideoEmbed>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, canvasElement, args, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(youtubeRequests()).toEqual([]);
    const button = canvas.getByRole('button', { name: (name) => name.includes(messages.playVideo) });
    await expect(button).toHaveAccessibleDescription(
      'Playing loads the video from YouTube, which may then set cookies.',
    );
    await expect(args.onPlay).not.toHaveBeenCalled();
  },
};

export const PlaysOnRequest: Story = {
  parameters: {
    // After the click the frame shows YouTube's player, or Chromium's offline page: neither is ours to baseline.
    chromatic: { disableSnapshot: true },
    // axe cannot reach into a cross-origin frame; skip waiting for it.
    a11y: { options: { iframes: false } },
  },
  play: async ({ canvas, canvasElement, args, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    const box = canvasElement.querySelector<HTMLElement>('[data-slot="video-embed"]')!;
    const heightBefore = box.getBoundingClientRect().height;
    await expect(Math.round(heightBefore)).toBe(Math.round((box.getBoundingClientRect().width * 9) / 16));
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(youtubeRequests()).toEqual([]);

    await userEvent.click(canvas.getByRole('button', { name: (name) => name.includes(messages.playVideo) }));

    await expect(args.onPlay).toHaveBeenCalledOnce();
    const frame = canvasElement.querySelector('iframe');
    await expect(frame).toHaveAttribute(
      'title',
      'RemoteRL demo: training a robot arm from a local simulator',
    );
    const src = new URL(frame!.getAttribute('src')!);
    await expect(src.origin).toBe('https://www.youtube-nocookie.com');
    await expect(src.pathname).toBe(`/embed/${videoId}`);
    await expect(src.searchParams.get('autoplay')).toBe('1');
    await expect(frame).toHaveFocus();
    await expect(canvas.queryByRole('button')).toBeNull();
    await expect(box.getBoundingClientRect().height).toBe(heightBefore);
  },
};

export const WithPosterInSection: Story = {
  args: {
    poster: (
      <RemoteTrainingIllustration title="" className="mx-auto h-full w-auto max-w-none p-6 opacity-60" />
    ),
    startSeconds: 12,
  },
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <PageSection eyebrow="Demo" title="See RemoteRL in two minutes" align="center" tone="surface">
      <div className="mx-auto w-full max-w-3xl">
        <VideoEmbed {...args} />
      </div>
    </PageSection>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'See RemoteRL in two minutes' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const Narrow: Story = {
  ...narrowViewport,
  play: async ({ canvas, canvasElement }) => {
    const box = canvasElement.querySelector<HTMLElement>('[data-slot="video-embed"]')!;
    const { width, height } = box.getBoundingClientRect();
    await expect(Math.round(height)).toBe(Math.round((width * 9) / 16));
    // Nothing spills out of the fixed box, and the button still says which video it plays.
    await expect(box.scrollHeight).toBeLessThanOrEqual(box.clientHeight);
    await expect(canvas.getByRole('button', { name: /RemoteRL demo/ })).toBeVisible();
  },
};

export const Korean: Story = {
  args: {
    title: 'RemoteRL 데모: 로컬 시뮬레이터로 로봇 팔 학습하기',
    playLabel: '동영상 재생',
    notice: '재생하면 YouTube에서 동영상을 불러오며, 이때 YouTube가 쿠키를 설정할 수 있습니다.',
  },
  globals: { locale: 'ko' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /동영상 재생/ })).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};
