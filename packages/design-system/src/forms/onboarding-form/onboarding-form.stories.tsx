import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { OnboardingForm } from './onboarding-form';
import { koreanMode } from '../../../../../.storybook/modes';

const meta = {
  title: 'Forms/Onboarding form',
  component: OnboardingForm,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  args: {
    email: 'ada@ccnets.org',
    termsHref: '/terms',
    privacyHref: '/data-policy',
    onSubmit: fn(async () => {}),
  },
  decorators: [
    (Story) => (
      <div className="mx-auto max-w-(--rrl-auth-card-width)">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof OnboardingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create Your Account' })).toBeVisible();
    await expect(
      canvas.getByText('Built to empower teams with effortless remote reinforcement learning'),
    ).toBeVisible();
    const email = canvas.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeDisabled();
    await expect(email).toHaveValue('ada@ccnets.org');
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveAttribute(
      'placeholder',
      'Enter your name',
    );
    await expect(canvas.getByRole('link', { name: 'terms of service' })).toHaveAttribute('href', '/terms');
    await expect(canvas.getByRole('link', { name: 'privacy policy' })).toHaveAttribute(
      'href',
      '/data-policy',
    );
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleName(
      'I accept the terms of service and privacy policy',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitEmpty: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name is required'));
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('You must accept the terms.');
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-invalid', 'true');
    // Focus goes to the first field to fix.
    await expect(name).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ClearedNameAndTermsTogether: Story = {
  args: { defaultName: 'Ada Lovelace' },
  parameters: { chromatic: { disableSnapshot: true } },
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.clear(name);
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    // Both problems at once, not the terms only after the name is fixed.
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name is required'));
    await expect(canvas.getByRole('checkbox')).toHaveAccessibleDescription('You must accept the terms.');
    await expect(name).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const NothingBeforeSubmitThenLive: Story = {
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: 'Name' });
    const terms = canvas.getByRole('checkbox');
    // Leaving a field says nothing yet, so no message moves the button under the pointer.
    await userEvent.click(name);
    await userEvent.type(name, '   ');
    await userEvent.tab();
    await expect(name).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Name is required'));
    await expect(terms).toHaveAccessibleDescription('You must accept the terms.');
    // After a submit, fixing a field clears its message as the user types.
    await userEvent.type(name, 'Grace');
    await waitFor(() => expect(name).not.toHaveAttribute('aria-invalid'));
    await userEvent.click(terms);
    await waitFor(() => expect(terms).not.toHaveAttribute('aria-invalid'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SubmitsTrimmedValues: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Name' }), '  Grace Hopper  ');
    await userEvent.click(canvas.getByRole('checkbox'));
    await userEvent.click(canvas.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: 'Grace Hopper', acceptTerms: true });
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const PendingSubmitsOnce: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})), defaultName: 'Grace Hopper' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox'));
    const submit = canvas.getByRole('button', { name: 'Login' });
    await userEvent.dblClick(submit);
    await waitFor(() => expect(submit).toHaveAttribute('aria-busy', 'true'));
    await expect(submit).toBeDisabled();
    await userEvent.click(submit, { pointerEventsCheck: 0 });
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const FailureKeepsTheName: Story = {
  args: { onSubmit: fn(async () => Promise.reject(new Error('A server error occurred.'))) },
  play: async ({ canvas, args }) => {
    const name = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.type(name, 'Grace Hopper');
    await userEvent.click(canvas.getByRole('checkbox'));
    const submit = canvas.getByRole('button', { name: 'Login' });
    await userEvent.click(submit);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(submit).toBeEnabled());
    await expect(name).toHaveValue('Grace Hopper');
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

export const PrefilledName: Story = {
  args: { defaultName: 'Ada Lovelace' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
  },
};

export const Mobile: Story = {
  args: { email: 'a.very.long.address.for.a.research.team@causal-cooperative-networks.example.org' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const Korean: Story = {
  args: {
    labels: {
      title: '계정 만들기',
      tagline: '원격 강화학습을 손쉽게, 팀의 역량을 높이도록 만들었습니다',
      email: '이메일',
      name: '이름',
      namePlaceholder: '이름을 입력하세요',
      acceptTerms: '{terms} 및 {privacy}에 동의합니다',
      termsOfService: '서비스 약관',
      privacyPolicy: '개인정보 처리방침',
      submit: '로그인',
    },
    messages: { nameRequired: '이름은 필수입니다', termsRequired: '약관에 동의해야 합니다.' },
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '로그인' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: '이름' })).toHaveAccessibleDescription('이름은 필수입니다'),
    );
    const terms = canvas.getByRole('checkbox', { name: '서비스 약관 및 개인정보 처리방침에 동의합니다' });
    await expect(terms).toHaveAccessibleDescription('약관에 동의해야 합니다.');
  },
};
