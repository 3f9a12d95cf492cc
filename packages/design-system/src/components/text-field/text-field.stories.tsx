import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from './text-field';
import { koreanMode } from '../../../../../.storybook/modes';
import { FieldMessages } from './field-messages';

const meta = {
  title: 'Components/Inputs/TextField',
  component: TextField,
  tags: ['locale-ko'],
  // Their props tables show on this docs page too.
  subcomponents: { FieldMessages },
  parameters: { ...koreanMode },
  args: { label: 'Name', placeholder: 'Enter your name', onChange: fn(), onBlur: fn() },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'number', 'password', 'search', 'url'] },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { helperText: 'Shown on your dashboard.' },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await userEvent.type(input, 'Ada Lovelace');
    await expect(input).toHaveValue('Ada Lovelace');
    await expect(args.onChange).toHaveBeenCalledTimes('Ada Lovelace'.length);
    await expect(input).toHaveAccessibleDescription('Shown on your dashboard.');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const Default: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(input).toHaveAttribute('placeholder', 'Enter your name');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).not.toHaveAttribute('aria-describedby');
  },
};

export const Required: Story = {
  args: { required: true, helperText: 'As it should appear on invoices.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(input).toBeRequired();
    // The asterisk is decoration: the accessible name stays "Name".
    await expect(input).toHaveAccessibleName('Name');
  },
};

export const WithError: Story = {
  args: { errorText: 'Name is required', helperText: 'As it should appear on invoices.' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toBeInvalid();
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Name is required');
    // The error is read first, then the hint.
    await expect(input.getAttribute('aria-describedby')?.split(' ')[0]).toBe(alert.id);
    await expect(input).toHaveAccessibleDescription('Name is required As it should appear on invoices.');
  },
};

export const ReadOnly: Story = {
  args: { label: 'Email', readOnly: true, defaultValue: 'ada@example.com', placeholder: undefined },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('ada@example.com');
    await expect(input).toHaveAttribute('readonly');
  },
};

export const Disabled: Story = {
  args: { label: 'Email', disabled: true, defaultValue: 'ada@example.com', placeholder: undefined },
  play: async ({ args, canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('ada@example.com');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Multiline: Story = {
  args: { label: 'Message', multiline: true, rows: 4, placeholder: 'How can we help?', fullWidth: true },
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await expect(textarea).toHaveAttribute('rows', '4');
    await userEvent.type(textarea, 'First line{enter}Second line');
    await expect(textarea).toHaveValue('First line\nSecond line');
  },
};

export const NumberWithStep: Story = {
  args: { label: 'Price', type: 'number', step: 10, min: 10, defaultValue: 10, placeholder: undefined },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('spinbutton', { name: 'Price' });
    await expect(input).toHaveAttribute('step', '10');
    await expect(input).toHaveAttribute('min', '10');
    await userEvent.clear(input);
    await userEvent.type(input, '30');
    await expect(input).toHaveValue(30);
  },
};

export const WithEndAdornment: Story = {
  args: {
    label: 'Amount',
    type: 'number',
    placeholder: undefined,
    endAdornment: <span className="px-2 text-sm text-ds-muted">USD</span>,
  },
  play: async ({ canvasElement }) => {
    const adornment = canvasElement.querySelector('[data-slot="text-field-adornment"]');
    await expect(adornment).toHaveTextContent('USD');
    const frame = canvasElement.querySelector('[data-slot="text-field-frame"]');
    await expect(frame).toContainElement(adornment as HTMLElement);
  },
};

export const LongText: Story = {
  args: {
    label: 'Organisation name as it should appear on every invoice and receipt we send you',
    defaultValue: 'Causal Cooperative Networks reinforcement-learning research and robotics division',
    helperText:
      'Invoices are issued in this name. Changing it later does not update invoices that were already issued, so check the spelling before you continue.',
    errorText: 'This name is longer than the 50 characters invoices can show.',
  },
};

export const Korean: Story = {
  args: {
    label: '이름',
    placeholder: '이름을 입력하세요',
    helperText: '대시보드에 표시됩니다.',
    errorText: '이름은 필수입니다',
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: '이름' });
    await userEvent.type(input, '홍길동');
    await expect(input).toHaveValue('홍길동');
    await expect(within(canvas.getByRole('alert')).getByText('이름은 필수입니다')).toBeVisible();
  },
};
