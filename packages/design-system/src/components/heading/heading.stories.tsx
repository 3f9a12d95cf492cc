import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from './heading';

const meta = {
  title: 'Components/Primitives/Heading',
  component: Heading,
  args: { level: 1, children: 'Remote reinforcement learning' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

const fontSize = (element: Element) => Number.parseFloat(getComputedStyle(element).fontSize);

export const Playground: Story = {
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Remote reinforcement learning' });
    // A level-1 heading is a title, not body text.
    await expect(fontSize(heading)).toBeGreaterThanOrEqual(36);
  },
};

/** Each level in the type scale, h1 the largest and h6 at body size. */
export const Levels: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      {[1, 2, 3, 4, 5, 6].map((level) => (
        <Heading key={level} {...args} level={level}>
          Level {level}: Train agents remotely
        </Heading>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = [1, 2, 3, 4, 5, 6].map((level) => fontSize(canvas.getByRole('heading', { level })));
    for (const [index, size] of sizes.slice(1).entries()) {
      await expect(size).toBeLessThan(sizes[index] ?? 0);
    }
    await expect(sizes.at(-1)).toBe(16);
  },
};

/** The outline follows the page, the look the design: an h2 that looks like a level-4 heading. */
export const SizeApartFromLevel: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <Heading {...args} level={4}>
        A level-4 heading
      </Heading>
      <Heading {...args} level={2} size="sm">
        An h2 the size of level 4
      </Heading>
    </div>
  ),
  play: async ({ canvas }) => {
    const h2 = canvas.getByRole('heading', { level: 2 });
    await expect(h2.tagName).toBe('H2');
    await expect(fontSize(h2)).toBe(fontSize(canvas.getByRole('heading', { level: 4 })));
  },
};

export const Korean: Story = {
  args: { children: '원격 강화학습' },
  render: (args) => (
    <div className="flex flex-col gap-4">
      {[1, 2, 3, 4, 5, 6].map((level) => (
        <Heading key={level} {...args} level={level}>
          {level}단계: 원격으로 에이전트 훈련
        </Heading>
      ))}
    </div>
  ),
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      '1단계: 원격으로 에이전트 훈련',
    );
  },
};
