import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container } from './container';

const meta = {
  title: 'Components/Primitives/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <div className="rounded-ds-sm border border-dashed border-ds-primary bg-ds-alternate p-6 text-ds-alternate-foreground">
        Page content stays centred and never wider than the container.
      </div>
    ),
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector<HTMLElement>('[data-slot="container"]');
    // Story tests run 1200 px wide, in the lg range (1024-1535 px), where the cap is 1300 px.
    await expect(container).not.toBeNull();
    await expect(getComputedStyle(container!).maxWidth).toBe('1300px');
    await expect(getComputedStyle(container!).marginLeft).toBe(getComputedStyle(container!).marginRight);
  },
};

export const AsSection: Story = {
  args: { asChild: true, children: <section aria-label="Section">Rendered as a section element.</section> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Section' })).toHaveAttribute('data-slot', 'container');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector<HTMLElement>('[data-slot="container"]');
    // Below sm (425 px) there is no cap: content uses the full width minus padding.
    await expect(getComputedStyle(container!).maxWidth).toBe('none');
  },
};
