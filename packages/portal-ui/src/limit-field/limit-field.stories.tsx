import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { LimitField, type LimitFieldProps } from './limit-field';
import { koreanMode } from '../../../../.storybook/modes';

/** The field as a page holds it: typing changes the value, Save reports it. */
function Controlled(props: LimitFieldProps) {
  const [value, setValue] = useState(props.value);
  return <LimitField {...props} value={value} onValueChange={setValue} />;
}

const meta = {
  title: 'Blocks/Settings/Limit field',
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  component: LimitField,
  render: (args) => <Controlled {...args} />,
  args: {
    value: '25',
    onValueChange: fn(),
    onSave: fn(),
    summary: 'Usage stops once it has cost $25.00 this month.',
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LimitField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'Limit per month (USD)' });
    await expect(field).toHaveValue('25');
    await userEvent.clear(field);
    await userEvent.type(field, '40{Enter}');
    await expect(field).toHaveValue('40');
    await expect(args.onSave).toHaveBeenCalledTimes(1);
  },
};

/** A refused value: the rule turns into the error, announced with the field. */
export const Invalid: Story = {
  args: { value: '0', invalid: true, summary: undefined },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Limit per month (USD)' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText(/Enter a whole number of dollars/)).toBeVisible();
  },
};

export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvas, args }) => {
    // Enter while the save runs saves nothing more.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Limit per month (USD)' }), '{Enter}');
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { value: '', disabled: true, summary: undefined, labels: { loading: 'Loading your spend limit' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Limit per month (USD)' })).toBeDisabled();
  },
};

export const Korean: Story = {
  args: {
    summary: '이번 달 사용 금액이 $25.00에 이르면 사용이 멈춥니다.',
    labels: {
      label: '월 한도 (USD)',
      hint: '1에서 10,000 사이의 달러 정수. 한도를 두지 않으려면 비워 두세요.',
      invalid: '1에서 10,000 사이의 달러 정수를 입력하거나, 한도를 두지 않으려면 비워 두세요.',
      save: '저장',
      loading: '불러오는 중',
    },
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '월 한도 (USD)' })).toHaveValue('25');
    await expect(canvas.getByRole('button', { name: '저장' })).toBeEnabled();
  },
};
