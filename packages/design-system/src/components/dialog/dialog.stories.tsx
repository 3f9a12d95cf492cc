import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../button/button';
import { resolveUiMessages } from '../../locale';
import { Dialog, DialogClose } from './dialog';
import { koreanMode } from '../../../../../.storybook/modes';

const regenerateFooter = (
  <>
    <DialogClose asChild>
      <Button variant="outlined">Cancel</Button>
    </DialogClose>
    <DialogClose asChild>
      <Button variant="danger">Regenerate key</Button>
    </DialogClose>
  </>
);

const meta = {
  title: 'Components/Overlays/Dialog',
  component: Dialog,
  tags: ['locale-ko'],
  // Their props tables show on this docs page too.
  subcomponents: { DialogClose },
  parameters: { ...koreanMode },
  args: {
    title: 'Regenerate your API key?',
    description:
      'Your current key stops working at once. Scripts that call remoterl.init() with it must be updated.',
    trigger: <Button>Regenerate API key</Button>,
    footer: regenerateFooter,
    onOpenChange: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ args, canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    const trigger = canvas.getByRole('button', { name: 'Regenerate API key' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Regenerate your API key?' });
    await expect(dialog).toHaveAccessibleDescription(/stops working at once/);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    // Focus starts inside and Tab cycles through the dialog's controls without leaving it.
    const close = within(dialog).getByRole('button', { name: messages.close });
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    const confirm = within(dialog).getByRole('button', { name: 'Regenerate key' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.tab();
    await expect(cancel).toHaveFocus();
    await userEvent.tab();
    await expect(confirm).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(confirm).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async ({ canvasElement }) => {
    await expect(await screen.findByRole('dialog', { name: 'Regenerate your API key?' })).toBeVisible();
    // Modal: the page behind is hidden from assistive technology while the dialog is open.
    await expect(within(canvasElement).queryByRole('button', { name: 'Regenerate API key' })).toBeNull();
  },
};

export const CloseButtonReturnsFocus: Story = {
  play: async ({ args, canvas, globals }) => {
    const messages = resolveUiMessages(globals.locale);
    const trigger = canvas.getByRole('button', { name: 'Regenerate API key' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: messages.close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
  },
};

function ControlledDemo() {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <div className="flex items-center gap-4">
      <Button onClick={() => setOpen(true)}>Send message</Button>
      <span data-testid="status">{sent ? 'Message sent' : 'Not sent'}</span>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="sm"
        title="Thank you for reaching out"
        description="We will reply within 1-2 business days."
        footer={
          <Button
            onClick={() => {
              setSent(true);
              setOpen(false);
            }}
          >
            OK
          </Button>
        }
      />
    </div>
  );
}

/** The app owns the state (for example, a contact form opens it after a successful send). */
export const Controlled: Story = {
  render: () => <ControlledDemo />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Thank you for reaching out' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByTestId('status')).toHaveTextContent('Message sent');
  },
};

export const SmallWithoutFooter: Story = {
  args: {
    defaultOpen: true,
    size: 'sm',
    footer: undefined,
    title: 'Key copied',
    description: 'Paste it into remoterl.init() in your Python script.',
  },
};

export const LargeWithLongContent: Story = {
  args: {
    defaultOpen: true,
    size: 'lg',
    title: 'Pay-as-you-go includes',
    description: 'Everything below is billed at $1 per GB, with a 10 GB minimum.',
    footer: (
      <DialogClose asChild>
        <Button>Choose Pay-as-you-go</Button>
      </DialogClose>
    ),
    children: (
      <ul className="list-disc space-y-2 pl-5">
        {[
          '1M environment steps',
          '20 training hours',
          '10 parallel environments',
          '10GB storage',
          'Real-time training via WebSockets',
          'Local or cloud-hosted agent support',
          'Secure environment sync',
          'Unlimited agent registrations',
          'Dynamic agent versioning',
          'GPT-based RL optimisation',
          'Parameter customisation (optional $5 add-on)',
        ].map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Pay-as-you-go includes' });
    await expect(within(dialog).getAllByRole('listitem')).toHaveLength(11);
  },
};

export const Korean: Story = {
  globals: { locale: 'ko' },
  args: {
    defaultOpen: true,
    trigger: <Button>API 키 다시 발급</Button>,
    title: 'API 키를 다시 발급할까요?',
    description: '현재 키는 즉시 사용할 수 없게 됩니다. 이 키를 사용하는 스크립트를 업데이트해야 합니다.',
    closeLabel: '닫기',
    footer: (
      <>
        <DialogClose asChild>
          <Button variant="outlined">취소</Button>
        </DialogClose>
        <DialogClose asChild>
          <Button variant="danger">다시 발급</Button>
        </DialogClose>
      </>
    ),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'API 키를 다시 발급할까요?' });
    await expect(within(dialog).getByRole('button', { name: '닫기' })).toBeVisible();
  },
};
