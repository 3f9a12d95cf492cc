import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../components/button/button';
import { tallViewport } from '../../lib/viewports.fixtures';
import { PricingTable } from './pricing-table';
import { koreanMode } from '../../../../../.storybook/modes';

const meta = {
  title: 'Sections/PricingTable',
  component: PricingTable,
  tags: ['locale-ko'],
  parameters: { ...koreanMode, layout: 'fullscreen' },
  args: {
    eyebrow: 'Pricing',
    title: 'Start free, pay for data when you scale',
    description: 'Premium is pay-as-you-go: you buy data in GB and only what your runs stream is deducted.',
    caption: 'Free and Premium plans compared',
    featureHeader: 'Feature',
    plans: [
      { id: 'free', name: 'Free' },
      { id: 'premium', name: 'Premium', highlighted: true },
    ],
    rows: [
      { feature: 'Price', values: { free: 'Free', premium: '$1 per 1GB (minimum 10GB)' } },
      { feature: 'Data', values: { free: '1GB free data', premium: 'Unlimited data' } },
      { feature: 'Simulators', values: { free: 'Up to 2 simulators', premium: 'Unlimited simulators' } },
      {
        feature: 'Speed',
        values: {
          free: 'Moderate or limited: API call rate and simulation speed are restricted, transfers may be throttled',
          premium: 'No speed limit, on dedicated high-speed servers',
        },
      },
    ],
    notesTitle: 'Data deduction',
    notes: ['Simulator: 0.01GB per hour (10MB/h)', 'Trainer: 0.1GB per hour (100MB/h)'],
  },
  argTypes: { tone: { control: 'inline-radio', options: ['default', 'surface', 'alternate', 'brand'] } },
} satisfies Meta<typeof PricingTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Free and Premium plans compared' });
    const columnHeaders = within(table).getAllByRole('columnheader');
    await expect(columnHeaders.map((header) => header.textContent)).toEqual(['Feature', 'Free', 'Premium']);
    await expect(columnHeaders.every((header) => header.getAttribute('scope') === 'col')).toBe(true);
    const rowHeaders = within(table).getAllByRole('rowheader');
    await expect(rowHeaders.map((header) => header.textContent)).toEqual([
      'Price',
      'Data',
      'Simulators',
      'Speed',
    ]);
    await expect(rowHeaders.every((header) => header.getAttribute('scope') === 'row')).toBe(true);
    await expect(within(table).getByRole('cell', { name: '$1 per 1GB (minimum 10GB)' })).toBeVisible();

    const notes = canvas.getByRole('group', { name: 'Data deduction' });
    await expect(
      within(notes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Simulator: 0.01GB per hour (10MB/h)', 'Trainer: 0.1GB per hour (100MB/h)']);
  },
};

export const MissingValueAndAction: Story = {
  args: {
    hideCaption: true,
    rows: [
      ...meta.args.rows,
      { feature: 'Parameter customisation', values: { premium: 'Optional $5 add-on' } },
    ],
    footer: <Button href="/user/billing/payment">Choose Premium</Button>,
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Free and Premium plans compared' });
    const lastRow = within(table).getAllByRole('row').at(-1)!;
    await expect(
      within(lastRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['–', 'Optional $5 add-on']);
    await expect(canvas.getByRole('link', { name: 'Choose Premium' })).toHaveAttribute(
      'href',
      '/user/billing/payment',
    );
  },
};

export const Narrow: Story = {
  ...tallViewport('mobileTall'),
  play: async ({ canvas, canvasElement }) => {
    // Three columns fit 320 px: no sideways scrolling, so no scroll region either.
    const container = canvasElement.querySelector<HTMLElement>('[data-slot="table-container"]')!;
    await expect(container.scrollWidth).toBeLessThanOrEqual(container.clientWidth);
    await expect(canvas.queryByRole('region', { name: 'Free and Premium plans compared' })).toBeNull();
    await expect(canvas.getByRole('table', { name: 'Free and Premium plans compared' })).toBeVisible();
  },
};

export const Korean: Story = {
  args: {
    eyebrow: '요금',
    title: '무료로 시작하고, 확장할 때 데이터만큼 지불하세요',
    description: '프리미엄은 종량제입니다. GB 단위로 데이터를 구매하고 실제로 전송한 만큼만 차감됩니다.',
    caption: '무료 및 프리미엄 요금제 비교',
    featureHeader: '기능',
    plans: [
      { id: 'free', name: '무료' },
      { id: 'premium', name: '프리미엄', highlighted: true },
    ],
    rows: [
      { feature: '가격', values: { free: '무료', premium: '1GB당 $1 (최소 10GB)' } },
      { feature: '데이터', values: { free: '무료 데이터 1GB', premium: '무제한 데이터' } },
      { feature: '시뮬레이터', values: { free: '최대 2개', premium: '무제한' } },
      {
        feature: '속도',
        values: {
          free: '제한됨: API 호출 빈도와 시뮬레이션 속도 제한',
          premium: '속도 제한 없음, 전용 고속 서버',
        },
      },
    ],
    notesTitle: '데이터 차감',
    notes: ['시뮬레이터: 시간당 0.01GB (10MB/h)', '트레이너: 시간당 0.1GB (100MB/h)'],
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: '무료 및 프리미엄 요금제 비교' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: '데이터 차감' })).toBeVisible();
  },
};
