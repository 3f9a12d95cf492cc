import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { phoneViewport } from '../../../design-system/src/lib/viewports.fixtures';
import { BlockSessionsSwitch } from './block-sessions-switch';

const meta = {
  title: 'Blocks/Live sessions/Block new sessions',
  component: BlockSessionsSwitch,
  args: { blocked: false, onBlockedChange: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BlockSessionsSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Block new sessions' });
    await expect(toggle).not.toBeChecked();
    await expect(toggle).toHaveAccessibleDescription(/New simulators and trainers are refused/);
    // Space flips it from the keyboard; the owner decides the value (controlled).
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(args.onBlockedChange).toHaveBeenCalledTimes(1);
    await expect(args.onBlockedChange).toHaveBeenCalledWith(true);
  },
};

export const Blocked: Story = {
  args: { blocked: true },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Block new sessions' });
    await expect(toggle).toBeChecked();
    // Its visible label toggles it too.
    await userEvent.click(canvas.getByText('Block new sessions'));
    await expect(args.onBlockedChange).toHaveBeenCalledTimes(1);
    await expect(args.onBlockedChange).toHaveBeenCalledWith(false);
  },
};

export const Pending: Story = {
  args: { blocked: true, pending: true },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Block new sessions' });
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    // A save in flight cannot be doubled, yet the switch stays focusable and readable.
    await userEvent.click(toggle);
    await expect(toggle).toHaveFocus();
    await expect(args.onBlockedChange).not.toHaveBeenCalled();
  },
};

export const Failed: Story = {
  args: { error: 'The change could not be saved. Try again.' },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Block new sessions' });
    await expect(canvas.getByRole('alert')).toHaveTextContent('The change could not be saved. Try again.');
    await expect(toggle).toHaveAttribute('aria-invalid', 'true');
    await expect(toggle).toHaveAccessibleDescription(/could not be saved/);
  },
};

function ControlledSwitch() {
  const [blocked, setBlocked] = useState(false);
  return <BlockSessionsSwitch blocked={blocked} onBlockedChange={setBlocked} />;
}

export const Controlled: Story = {
  render: () => <ControlledSwitch />,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'Block new sessions' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).not.toBeChecked();
  },
};

export const Korean: Story = {
  args: {
    blocked: true,
    error: '변경 사항을 저장하지 못했습니다. 다시 시도하세요.',
    labels: {
      label: '새 세션 차단',
      description:
        '켜져 있는 동안 새 시뮬레이터와 트레이너는 거부됩니다. 이미 연결된 세션은 계속 실행됩니다.',
    },
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: '새 세션 차단' })).toBeChecked();
  },
};

export const Phone: Story = {
  ...phoneViewport,
  args: { blocked: true },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
