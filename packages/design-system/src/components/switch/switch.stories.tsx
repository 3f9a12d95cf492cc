import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from './switch';

const meta = {
  title: 'Components/Inputs/Switch',
  component: Switch,
  args: { label: 'Email me when a run ends', onCheckedChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { helperText: 'At most one email a day.' },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Email me when a run ends' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription('At most one email a day.');
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    // Space and Enter both flip a switch (it is a button underneath).
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(3);
  },
};

export const On: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByText('Email me when a run ends'));
    await expect(canvas.getByRole('switch')).not.toBeChecked();
  },
};

export const Pending: Story = {
  args: { checked: true, pending: true },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch');
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const WithError: Story = {
  args: { errorText: 'The setting could not be saved.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The setting could not be saved.');
    await expect(canvas.getByRole('switch')).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch');
    await expect(toggle).toBeDisabled();
    await userEvent.click(canvas.getByText('Email me when a run ends'), { pointerEventsCheck: 0 });
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const Korean: Story = {
  args: {
    label: '실행이 끝나면 이메일 받기',
    helperText: '하루에 한 번까지 보냅니다.',
    defaultChecked: true,
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: '실행이 끝나면 이메일 받기' })).toBeChecked();
  },
};
