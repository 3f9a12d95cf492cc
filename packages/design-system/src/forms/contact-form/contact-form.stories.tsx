import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ContactForm } from './contact-form';
import { koreanMode } from '../../../../../.storybook/modes';

type Canvas = ReturnType<typeof within>;

const meta = {
  title: 'Forms/Contact form',
  component: ContactForm,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  args: {
    onSubmit: fn(async () => {}),
    policyHrefs: { privacy: '/data-policy', data: '/data-policy', cookie: '/cookie-policy' },
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

function fields(canvas: Canvas) {
  return {
    fullName: canvas.getByRole('textbox', { name: 'Full name' }),
    email: canvas.getByRole('textbox', { name: 'E-mail' }),
    message: canvas.getByRole('textbox', { name: 'Message' }),
    submit: canvas.getByRole('button', { name: 'Submit' }),
  };
}

async function fillIn(canvas: Canvas) {
  const { fullName, email, message } = fields(canvas);
  await userEvent.type(fullName, '  Ada Lovelace  ');
  await userEvent.type(email, ' ada@ccnets.org ');
  await userEvent.type(message, '  How do I run a simulator locally?\n');
}

export const Playground: Story = {
  play: async ({ canvas }) => {
    const inputs = canvas.getAllByRole('textbox');
    await expect(inputs.map((input) => input.getAttribute('placeholder'))).toEqual([
      'Your full name',
      'Your e-mail address',
      'Your question about our services',
    ]);
    await expect(fields(canvas).message.tagName).toBe('TEXTAREA');
    await expect(fields(canvas).message).toHaveAttribute('rows', '4');
    await expect(canvas.getByText(/By clicking submit, you agree to our/)).toHaveTextContent(
      'By clicking submit, you agree to our Privacy Policy, Data Policy and Cookie Policy.',
    );
    await expect(canvas.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
    await expect(canvas.getByRole('link', { name: 'Data Policy' })).toHaveAttribute('href', '/data-policy');
  },
};

export const SubmitEmpty: Story = {
  play: async ({ canvas, args }) => {
    const { fullName, email, message, submit } = fields(canvas);
    await userEvent.click(submit);
    await waitFor(() => expect(fullName).toHaveAccessibleDescription('Please specify your full name'));
    await expect(email).toHaveAccessibleDescription('Email is required');
    await expect(message).toHaveAccessibleDescription('Please specify your message');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const TouchAndBlur: Story = {
  play: async ({ canvas, args }) => {
    const { fullName, email, message } = fields(canvas);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();

    await userEvent.type(fullName, '   ');
    await userEvent.tab();
    await waitFor(() => expect(fullName).toHaveAccessibleDescription('Please specify your full name'));
    await userEvent.type(fullName, ' A ');
    await waitFor(() => expect(fullName).toHaveAccessibleDescription('Please enter a valid full name'));
    await userEvent.clear(fullName);
    await userEvent.type(fullName, 'A'.repeat(51));
    await waitFor(() => expect(fullName).toHaveAccessibleDescription('Please enter a valid full name'));
    await userEvent.type(fullName, '{Backspace}');
    await waitFor(() => expect(fullName).not.toHaveAttribute('aria-invalid'));

    await userEvent.click(email);
    await userEvent.tab();
    await waitFor(() => expect(email).toHaveAccessibleDescription('Email is required'));
    await userEvent.type(email, 'ada@');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Please enter a valid email address'));

    await userEvent.click(message);
    await userEvent.type(message, ' \n ');
    await userEvent.tab();
    await waitFor(() => expect(message).toHaveAccessibleDescription('Please specify your message'));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const SentDialogResetsTheForm: Story = {
  play: async ({ canvas, args }) => {
    await fillIn(canvas);
    await userEvent.click(fields(canvas).submit);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      fullName: 'Ada Lovelace',
      email: 'ada@ccnets.org',
      message: 'How do I run a simulator locally?',
    });

    const dialog = await screen.findByRole('dialog', { name: 'Email Sent' });
    await expect(dialog).toHaveAccessibleDescription('Your email has been sent successfully!');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const { fullName, email, message } = fields(canvas);
    await expect(fullName).toHaveValue('');
    await expect(email).toHaveValue('');
    await expect(message).toHaveValue('');
    await expect(fullName).toHaveFocus();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const SentDialogOpen: Story = {
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await userEvent.click(fields(canvas).submit);
    await expect(await screen.findByRole('dialog', { name: 'Email Sent' })).toBeVisible();
  },
};

export const FailureKeepsValues: Story = {
  args: {
    onSubmit: fn(async () =>
      Promise.reject(new Error('Too many messages right now. Please try again shortly.')),
    ),
  },
  play: async ({ canvas, args }) => {
    await fillIn(canvas);
    const { fullName, email, message, submit } = fields(canvas);
    await userEvent.click(submit);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your message was not sent');
    await expect(alert).toHaveTextContent('Too many messages right now. Please try again shortly.');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(fullName).toHaveValue('  Ada Lovelace  ');
    // An e-mail input drops surrounding spaces itself; the other fields keep exactly what was typed.
    await expect(email).toHaveValue('ada@ccnets.org');
    await expect(message).toHaveValue('  How do I run a simulator locally?\n');
    await expect(submit).toBeEnabled();
  },
};

export const FailureMessageChosenByTheApp: Story = {
  args: {
    onSubmit: fn(async () => Promise.reject(Object.assign(new Error('Too Many Requests'), { status: 429 }))),
    errorMessage: (error: unknown) =>
      (error as { status?: number }).status === 429
        ? 'You have sent several messages in a row. Please try again in a minute.'
        : 'Sending failed.',
  },
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await userEvent.click(fields(canvas).submit);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Please try again in a minute.');
    await expect(alert).not.toHaveTextContent('Too Many Requests');
  },
};

export const DoubleClickSubmitsOnce: Story = {
  args: { onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvas, args }) => {
    await fillIn(canvas);
    const { submit } = fields(canvas);
    await userEvent.dblClick(submit);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Sending…' })).toBeDisabled());
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

export const Korean: Story = {
  args: {
    labels: {
      fullName: '이름',
      fullNamePlaceholder: '성함을 입력하세요',
      email: '이메일',
      emailPlaceholder: '이메일 주소를 입력하세요',
      message: '문의 내용',
      messagePlaceholder: '서비스에 대해 궁금한 점을 적어 주세요',
      submit: '보내기',
      sending: '보내는 중…',
      consent: '보내기를 클릭하면 {privacy}, {data} 및 {cookie}에 동의하는 것으로 간주됩니다.',
      privacyPolicy: '개인정보 처리방침',
      dataPolicy: '데이터 정책',
      cookiePolicy: '쿠키 정책',
      successTitle: '이메일 전송 완료',
      successMessage: '이메일이 성공적으로 전송되었습니다!',
      successClose: '닫기',
      failureTitle: '메시지를 보내지 못했습니다',
      failureFallback: '메시지를 보내는 중 문제가 발생했습니다. 다시 시도해 주세요.',
    },
    messages: {
      fullNameRequired: '이름을 입력해 주세요',
      fullNameInvalid: '올바른 이름을 입력해 주세요',
      emailRequired: '이메일은 필수입니다',
      emailInvalid: '올바른 이메일 주소를 입력해 주세요',
      messageRequired: '문의 내용을 입력해 주세요',
    },
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '보내기' }));
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: '이름' })).toHaveAccessibleDescription(
        '이름을 입력해 주세요',
      ),
    );
    await expect(canvas.getByRole('textbox', { name: '이메일' })).toHaveAccessibleDescription(
      '이메일은 필수입니다',
    );
    await expect(canvas.getByRole('link', { name: '쿠키 정책' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
