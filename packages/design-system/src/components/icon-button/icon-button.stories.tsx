import type { Meta, StoryObj } from '@storybook/react-vite';
import { Menu, Moon, X } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { IconButton } from './icon-button';

const meta = {
  title: 'Components/Primitives/IconButton',
  component: IconButton,
  args: { label: 'Open menu', icon: <Menu />, onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'outlined', 'light'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex items-center gap-4">
      <IconButton {...args} variant="ghost" label="Close" icon={<X />} />
      <IconButton {...args} variant="outlined" label="Dark theme" icon={<Moon />} />
      <span className="rounded-ds-sm bg-ds-secondary p-2">
        <IconButton {...args} variant="light" label="Open menu" />
      </span>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(3);
    await expect(canvas.getByRole('button', { name: 'Dark theme' })).toBeVisible();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Open menu' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Korean: Story = {
  args: { label: '메뉴 열기' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '메뉴 열기' })).toBeVisible();
  },
};
