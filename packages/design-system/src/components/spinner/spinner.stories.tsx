import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './spinner';
import { koreanMode } from '../../../../../.storybook/modes';

const meta = {
  title: 'Components/Primitives/Spinner',
  component: Spinner,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  args: { label: 'Loading' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading');
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-4 text-ds-primary-strong">
      <Spinner size="sm" label="Small" />
      <Spinner size="md" label="Medium" />
      <Spinner size="lg" label="Large" />
    </div>
  ),
};

export const Decorative: Story = {
  args: { label: '' },
  play: async ({ canvasElement }) => {
    const spinner = canvasElement.querySelector('[data-slot="spinner"]');
    await expect(spinner).toHaveAttribute('aria-hidden', 'true');
    await expect(spinner).not.toHaveAttribute('role');
  },
};

export const Korean: Story = {
  args: { label: '불러오는 중' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('불러오는 중');
  },
};
