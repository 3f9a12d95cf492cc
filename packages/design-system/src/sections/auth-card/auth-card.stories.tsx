import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Link } from '../../components/link/link';
import { tallViewport } from '../../lib/viewports.fixtures';
import { AuthCard } from './auth-card';
import { GoogleButton, GoogleMark } from './google-button';

const logo = (
  <span className="inline-flex items-center gap-2 text-lg font-semibold text-ds-foreground">
    <span
      aria-hidden="true"
      className="inline-flex size-9 items-center justify-center rounded-ds-lg bg-ds-primary-strong font-ds-mono text-sm text-ds-primary-foreground"
    >
      RL
    </span>
    RemoteRL
  </span>
);

const meta = {
  title: 'Sections/AuthCard',
  component: AuthCard,
  // Their props tables show on this docs page too.
  subcomponents: { GoogleButton, GoogleMark },
  parameters: { layout: 'fullscreen' },
  args: {
    logo,
    title: 'Log in to RemoteRL',
    description: 'Train your agents in the cloud with the environment you already have.',
    googleLabel: 'Log in with Google',
    onGoogleClick: fn(),
    switchTo: { prompt: 'Don’t have an account?', label: 'Sign up', href: '/signup' },
  },
  decorators: [
    (Story) => (
      <div className="flex justify-center bg-ds-surface px-4 py-10">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AuthCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = {
  play: async ({ canvas, canvasElement, args }) => {
    const card = canvas.getByRole('region', { name: 'Log in to RemoteRL' });
    // The card's width, through --rrl-auth-card-width; the height follows the content, so no
    // empty band opens under the switch link (docs/decisions.md#sign-in-card).
    await expect(card.getBoundingClientRect().width).toBe(460);
    await expect(card.getBoundingClientRect().height).toBeLessThan(570);
    await userEvent.click(canvas.getByRole('button', { name: 'Log in with Google' }));
    await expect(args.onGoogleClick).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/signup');
    await expect(canvasElement.querySelector('[data-slot="auth-switch"]')).toHaveTextContent(
      'Don’t have an account? Sign up',
    );
    // The Google mark is decoration; the button's name is its label alone.
    await expect(canvasElement.querySelector('[data-provider="google"] svg')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

export const SignUp: Story = {
  args: {
    title: 'Create your RemoteRL account',
    description: 'Sign up with Google and get your personal API key right away.',
    googleLabel: 'Sign up with Google',
    switchTo: { prompt: 'Already have an account?', label: 'Log in', href: '/login' },
    notice: (
      <>
        By signing up you accept the <Link href="/terms">terms of service</Link> and the{' '}
        <Link href="/data-policy">data policy</Link>.
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign up with Google' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    await expect(canvas.getByRole('link', { name: 'terms of service' })).toHaveAttribute('href', '/terms');
  },
};

export const Loading: Story = {
  args: { googleLoading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Log in with Google' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onGoogleClick).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { error: 'The sign-in window was closed before you finished. Please try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The sign-in window was closed before you finished.',
    );
  },
};

export const WithRouterLink: Story = {
  args: {
    renderLink: ({ href, className, children }) => (
      <a href={href} className={className} data-router-link="">
        {children}
      </a>
    ),
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Sign up' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('data-slot', 'link');
  },
};

export const Narrow: Story = {
  ...tallViewport('mobileTall'),
  play: async ({ canvas }) => {
    // Full width on a 320 px screen, minus the page's 16 px gutters.
    await expect(canvas.getByRole('region').getBoundingClientRect().width).toBe(288);
  },
};

export const Korean: Story = {
  args: {
    title: 'RemoteRL 로그인',
    description: '이미 가진 환경 그대로, 클라우드에서 에이전트를 학습하세요.',
    googleLabel: 'Google로 로그인',
    switchTo: { prompt: '계정이 없으신가요?', label: '회원가입', href: '/signup' },
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Google로 로그인' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '회원가입' })).toHaveAttribute('href', '/signup');
  },
};
