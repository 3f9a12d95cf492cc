import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Link } from '../link/link';
import { Checkbox, type CheckedState } from './checkbox';

const meta = {
  title: 'Components/Inputs/Checkbox',
  component: Checkbox,
  args: { label: 'Email me product updates', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Clicks a link the way a browser does and reports the fragment it went to. user-event replays
 * label activation by itself and ignores the HTML rule that a click on a link inside a label does
 * not activate the control, so the link gets a native click. The navigation is kept in this
 * document (the Vitest tester page has `<base target="_parent">`), recorded and cancelled.
 */
function followLinkNatively(link: HTMLElement): string | undefined {
  let destination: string | undefined;
  const recordAndCancel = (event: NavigateEvent) => {
    destination = new URL(event.destination.url).hash;
    event.preventDefault();
  };
  window.navigation.addEventListener('navigate', recordAndCancel);
  link.setAttribute('target', '_self');
  link.click();
  link.removeAttribute('target');
  window.navigation.removeEventListener('navigate', recordAndCancel);
  return destination;
}

export const Playground: Story = {
  args: { helperText: 'At most one email a month.' },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Email me product updates' });
    await expect(checkbox).not.toBeChecked();
    await expect(checkbox).toHaveAccessibleDescription('At most one email a month.');
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'Email me product updates' });
    // Clicking the label text toggles, as with a native checkbox.
    await userEvent.click(canvas.getByText('Email me product updates'));
    await expect(checkbox).toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).not.toBeChecked();
    // Space toggles from the keyboard; Enter does not (WAI-ARIA checkbox pattern).
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledTimes(3);
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { checked: 'indeterminate', label: 'Select all invoices' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toHaveAttribute('aria-checked', 'mixed');
  },
};

function ControlledCheckbox() {
  const [checked, setChecked] = useState<CheckedState>(false);
  return (
    <div className="flex flex-col gap-3">
      <Checkbox label="Remember this device" checked={checked} onCheckedChange={setChecked} />
      <p>State: {String(checked)}</p>
    </div>
  );
}

export const Controlled: Story = {
  render: () => <ControlledCheckbox />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Remember this device' }));
    await expect(canvas.getByText('State: true')).toBeVisible();
  },
};

export const LabelWithLinks: Story = {
  args: {
    label: (
      <>
        I accept the <Link href="#terms-of-service">terms of service</Link> and{' '}
        <Link href="#privacy-policy">privacy policy</Link>
      </>
    ),
  },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox', {
      name: 'I accept the terms of service and privacy policy',
    });
    await expect(followLinkNatively(canvas.getByRole('link', { name: 'terms of service' }))).toBe(
      '#terms-of-service',
    );
    await expect(followLinkNatively(canvas.getByRole('link', { name: 'privacy policy' }))).toBe(
      '#privacy-policy',
    );
    await expect(checkbox).not.toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByText(/I accept the/));
    await expect(checkbox).toBeChecked();
  },
};

export const WithError: Story = {
  args: {
    label: 'I accept the terms of service and privacy policy',
    errorText: 'You must accept the terms.',
  },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('You must accept the terms.');
    await expect(checkbox).toHaveAccessibleDescription('You must accept the terms.');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas }) => {
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('Email me product updates'), { pointerEventsCheck: 0 });
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).not.toHaveBeenCalled();
  },
};

export const LongText: Story = {
  args: {
    label:
      'I agree that RemoteRL may store the environment logs of my training runs for thirty days so that failed runs can be diagnosed and resumed, and that these logs are deleted afterwards.',
    helperText: 'You can change this later in your settings; it does not affect billing.',
  },
  render: (args) => (
    <div className="max-w-md">
      <Checkbox {...args} />
    </div>
  ),
};

export const Korean: Story = {
  args: {
    label: (
      <>
        <Link href="#terms-ko">서비스 약관</Link> 및 <Link href="#privacy-ko">개인정보 처리방침</Link>에
        동의합니다
      </>
    ),
    errorText: '약관에 동의해야 합니다.',
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', { name: '서비스 약관 및 개인정보 처리방침에 동의합니다' });
    await expect(followLinkNatively(canvas.getByRole('link', { name: '서비스 약관' }))).toBe('#terms-ko');
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(checkbox);
    await expect(checkbox).toBeChecked();
  },
};
