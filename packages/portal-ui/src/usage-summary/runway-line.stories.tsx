import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '@ccnets/design-system';
import { RunwayLine } from './runway-line';
import { freeCost, koreanRunwayLabels, premiumCost } from './usage-cost.fixtures';
import { koreanMode } from '../../../../.storybook/modes';

const meta = {
  title: 'Blocks/Usage/Runway line',
  component: RunwayLine,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  args: premiumCost,
} satisfies Meta<typeof RunwayLine>;

export default meta;
type Story = StoryObj<typeof meta>;

const lineIn = (
  canvas: { getByRole: (role: 'group', options: { name: string }) => HTMLElement },
  name = 'Plan and runway',
) => canvas.getByRole('group', { name });

export const Premium: Story = {
  play: async ({ canvas, globals }) => {
    const line = lineIn(canvas);
    await expect(line).toHaveTextContent('PREMIUM (pay-as-you-go)');
    await expect(line).toHaveTextContent(
      globals.locale === 'ko' ? 'US$6.40 credit left' : '$6.40 credit left',
    );
    await expect(line).toHaveTextContent(
      globals.locale === 'ko' ? '20시간' : 'credit lasts about 20 hr at the current rate',
    );
    await expect(line).not.toHaveTextContent('Running low');
  },
};

export const FreeRunningLow: Story = {
  args: { ...freeCost, action: <Button size="sm">Buy credit</Button> },
  play: async ({ canvas }) => {
    const line = lineIn(canvas);
    await expect(line).toHaveAttribute('data-warning', 'low');
    await expect(line).toHaveTextContent('Running low');
    await expect(line).toHaveTextContent('the allowance lasts until');
    await expect(canvas.getByRole('button', { name: 'Buy credit' })).toBeVisible();
  },
};

export const Idle: Story = {
  args: { burn: { gbPerHour: 0, usdPerHour: 0 }, runway: null },
  play: async ({ canvas }) => {
    await expect(lineIn(canvas)).toHaveTextContent('nothing is metering now');
  },
};

export const Exhausted: Story = {
  args: {
    ...freeCost,
    leftGb: 0,
    warning: 'exhausted',
    burn: { gbPerHour: 0, usdPerHour: 0 },
    runway: null,
    action: <Button size="sm">Buy credit</Button>,
  },
  play: async ({ canvas }) => {
    await expect(lineIn(canvas)).toHaveTextContent('Out of data');
  },
};

export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvas }) => {
    await expect(lineIn(canvas)).toHaveAttribute('aria-busy', 'true');
  },
};

export const Korean: Story = {
  args: { ...freeCost, labels: koreanRunwayLabels, action: <Button size="sm">크레딧 구매</Button> },
  play: async ({ canvas }) => {
    const line = lineIn(canvas, '요금제와 남은 기간');
    await expect(line).toHaveTextContent('무료');
    await expect(line).toHaveTextContent('부족함');
  },
};
