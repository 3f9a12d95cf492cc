import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { tallViewport } from '../../lib/viewports.fixtures';
import { NotFoundCover } from './not-found-cover';
import { NotFoundIllustration } from './not-found-illustration';

const meta = {
  title: 'Sections/NotFoundCover',
  component: NotFoundCover,
  // Their props tables show on this docs page too.
  subcomponents: { NotFoundIllustration },
  parameters: { layout: 'fullscreen' },
  args: {},
} satisfies Meta<typeof NotFoundCover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const cover = canvas.getByRole('region', { name: 'Oops! Looks like you followed a bad link.' });
    await expect(canvas.getByRole('link', { name: 'tell us' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('link', { name: 'Back home' })).toHaveAttribute('href', '/');
    const picture = canvas.getByRole('img', {
      name: 'A robot holding an unplugged cable next to an empty page',
    });
    // Split: text on the left half, picture on the right half, side by side.
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(picture.getBoundingClientRect().left).toBeGreaterThanOrEqual(
      cover.getBoundingClientRect().width / 2,
    );
    await expect(heading.right).toBeLessThanOrEqual(cover.getBoundingClientRect().width / 2);
    // Self-contained: an inline SVG, no image request.
    await expect(cover.querySelector('img')).toBeNull();
  },
};

export const DecorativePicture: Story = {
  args: { illustrationTitle: '' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('svg[data-slot="not-found-illustration"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  },
};

export const Narrow: Story = {
  ...tallViewport('mobileTall'),
  args: { sectionProps: { className: 'min-h-0' } },
  play: async ({ canvas }) => {
    // Stacked: the message first, the picture under it.
    const heading = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(canvas.getByRole('img').getBoundingClientRect().top).toBeGreaterThan(heading.bottom);
  },
};

export const Korean: Story = {
  args: {
    message: '이런! 잘못된 링크로 들어오셨네요.',
    report: {
      before: '저희 쪽 문제라고 생각되시면 ',
      linkLabel: '알려 주세요',
      after: '.',
      href: '/contact',
    },
    homeLabel: '홈으로 돌아가기',
    illustration: <NotFoundIllustration title="빈 페이지 옆에서 뽑힌 케이블을 들고 있는 로봇" />,
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: '빈 페이지 옆에서 뽑힌 케이블을 들고 있는 로봇' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '홈으로 돌아가기' })).toHaveAttribute('href', '/');
  },
};
