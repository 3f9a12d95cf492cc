import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { NotFound, NotFoundContent } from './not-found';

const meta = {
  title: 'Sections/NotFound',
  component: NotFound,
  // Their props tables show on this docs page too.
  subcomponents: { NotFoundContent },
  parameters: { layout: 'fullscreen' },
  args: {},
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('region', { name: 'Oops! Looks like you followed a bad link.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Oops! Looks like you followed a bad link.',
    );
    await expect(canvas.getByRole('link', { name: 'tell us' })).toHaveAttribute('href', '/contact');
    const home = canvas.getByRole('link', { name: 'Back home' });
    await expect(home).toHaveAttribute('href', '/');
    await expect(home).toHaveAttribute('data-slot', 'button');
    // The sentence reads as one: the link sits inside it.
    await expect(canvas.getByText(/If you think this is a problem with us/)).toHaveTextContent(
      'If you think this is a problem with us, please tell us.',
    );
  },
};

const navigate = fn();

export const WithRouterLinks: Story = {
  args: {
    renderLink: ({ href, className, children }) => (
      <a
        href={href}
        className={className}
        data-router-link=""
        onClick={(event) => {
          event.preventDefault();
          navigate(href);
        }}
      >
        {children}
      </a>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Back home' }));
    await expect(navigate).toHaveBeenLastCalledWith('/');
    await userEvent.click(canvas.getByRole('link', { name: 'tell us' }));
    await expect(navigate).toHaveBeenLastCalledWith('/contact');
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const WithoutReport: Story = {
  args: { report: null, code: '' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'tell us' })).toBeNull();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
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
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: '이런! 잘못된 링크로 들어오셨네요.' }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: '알려 주세요' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('link', { name: '홈으로 돌아가기' })).toHaveAttribute('href', '/');
  },
};
