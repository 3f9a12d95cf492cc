import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Table, type TableColumn } from './table';
import { koreanMode } from '../../../../../.storybook/modes';

interface PlanFeature {
  feature: string;
  free: string;
  premium: string;
}

const features: PlanFeature[] = [
  { feature: 'Price', free: 'Free', premium: '$1 per 1GB (minimum 10GB)' },
  { feature: 'Data', free: '1GB free data', premium: 'Unlimited data' },
  { feature: 'Simulators', free: 'Up to 2 simulators', premium: 'Unlimited simulators' },
  { feature: 'Speed', free: 'Moderate or limited speed', premium: 'No speed limit' },
];

const featureColumns: TableColumn<PlanFeature>[] = [
  { id: 'feature', header: 'Feature', rowHeader: true, cell: (row) => row.feature },
  { id: 'free', header: 'Free', cell: (row) => row.free },
  { id: 'premium', header: 'Premium', cell: (row) => row.premium },
];

const meta = {
  title: 'Components/Primitives/Table/Pricing comparison',
  component: Table<PlanFeature>,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  args: {
    caption: 'Plans compared',
    columns: featureColumns,
    rows: features,
    rowKey: 'feature',
  },
  argTypes: { columns: { control: false }, rows: { control: false }, rowKey: { control: false } },
} satisfies Meta<typeof Table<PlanFeature>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RowHeaders: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Plans compared' });
    const rowHeaders = within(table).getAllByRole('rowheader');
    await expect(rowHeaders.map((header) => header.textContent)).toEqual([
      'Price',
      'Data',
      'Simulators',
      'Speed',
    ]);
    await expect(rowHeaders.every((header) => header.getAttribute('scope') === 'row')).toBe(true);
    // A data cell is announced with both its column and its row heading.
    await expect(within(table).getByRole('cell', { name: 'Unlimited simulators' })).toBeVisible();
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
