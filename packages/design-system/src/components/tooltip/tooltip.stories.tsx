import type { Meta, StoryObj } from '@storybook/react-vite';
import { Info } from 'lucide-react';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { Button } from '../button/button';
import { IconButton } from '../icon-button/icon-button';
import { TextField } from '../text-field/text-field';
import { Tooltip, TooltipProvider } from './tooltip';
import { koreanMode } from '../../../../../.storybook/modes';

const priceHint = 'Please enter an amount in increments of $10';

const meta = {
  title: 'Components/Primitives/Tooltip',
  component: Tooltip,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  // Their props tables show on this docs page too.
  subcomponents: { TooltipProvider },
  args: {
    content: priceHint,
    children: <IconButton label="Price rules" icon={<Info />} size="sm" />,
  },
  argTypes: {
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
    align: { control: 'inline-radio', options: ['start', 'center', 'end'] },
    content: { control: 'text' },
    children: { control: false },
  },
  // Room around the trigger so every side has space to open.
  decorators: [(Story) => <div className="flex min-h-40 items-center justify-center">{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Price rules' });
    await expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await userEvent.hover(trigger);
    const tooltip = await screen.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(priceHint);
    await expect(trigger).toHaveAccessibleDescription(priceHint);

    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const OpensOnKeyboardFocus: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Price rules' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    // Focus opens it without the hover delay.
    await expect(await screen.findByRole('tooltip', {}, { timeout: 200 })).toHaveTextContent(priceHint);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    await expect(screen.getByRole('tooltip')).toHaveTextContent(priceHint);
  },
};

export const OnTheRight: Story = {
  args: { defaultOpen: true, side: 'right', content: 'Copies the key to the clipboard' },
  play: async () => {
    const bubble = document.querySelector('[data-slot="tooltip"]');
    await expect(bubble).toHaveAttribute('data-side', 'right');
  },
};

export const InTextField: Story = {
  render: (args) => (
    <div className="w-80">
      <TextField
        label="Price"
        type="number"
        step={10}
        min={10}
        defaultValue={10}
        fullWidth
        endAdornment={<Tooltip {...args} />}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('spinbutton', { name: 'Price' }));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Price rules' })).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(priceHint);
  },
};

export const SharedProvider: Story = {
  render: () => (
    <TooltipProvider delayDuration={200} skipDelayDuration={500}>
      <div className="flex gap-3">
        <Tooltip content="Opens the plan picker">
          <Button variant="outlined">Change plan</Button>
        </Tooltip>
        <Tooltip content="Adds twenty dollars to the balance">
          <Button variant="outlined">Add 20$ Credits</Button>
        </Tooltip>
      </div>
    </TooltipProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.hover(canvas.getByRole('button', { name: 'Change plan' }));
    await expect(await screen.findByRole('tooltip')).toHaveTextContent('Opens the plan picker');
    await userEvent.unhover(canvas.getByRole('button', { name: 'Change plan' }));
    await userEvent.hover(canvas.getByRole('button', { name: 'Add 20$ Credits' }));
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent('Adds twenty dollars to the balance'),
    );
  },
};

export const LongText: Story = {
  args: {
    defaultOpen: true,
    content:
      'Charges are taken in steps of ten dollars. The amount is added to your balance right after the payment is confirmed, and unused credit never expires.',
  },
};

export const Korean: Story = {
  args: {
    defaultOpen: true,
    content: '10달러 단위로 금액을 입력해 주세요',
    children: <IconButton label="가격 안내" icon={<Info />} size="sm" />,
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '가격 안내' })).toHaveAccessibleDescription(
      '10달러 단위로 금액을 입력해 주세요',
    );
  },
};
