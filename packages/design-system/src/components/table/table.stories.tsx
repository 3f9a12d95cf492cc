import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Link } from '../link/link';
import { Table, type TableColumn } from './table';
import { koreanMode } from '../../../../../.storybook/modes';

interface Invoice {
  id: string;
  date: string;
  description: string;
  price: number;
  downloadUrl: string;
}

const invoices: Invoice[] = [
  {
    id: 'inv-3',
    date: '2025-03-02',
    description: 'Pay-as-you-go credit',
    price: 30,
    downloadUrl: '/invoices/inv-3.pdf',
  },
  {
    id: 'inv-2',
    date: '2025-02-11',
    description: 'Pay-as-you-go credit',
    price: 20,
    downloadUrl: '/invoices/inv-2.pdf',
  },
  {
    id: 'inv-1',
    date: '2025-01-05',
    description: 'Pay-as-you-go credit',
    price: 10,
    downloadUrl: '/invoices/inv-1.pdf',
  },
];

const invoiceColumns: TableColumn<Invoice>[] = [
  { id: 'date', header: 'Date', cell: (invoice) => invoice.date, className: 'whitespace-nowrap' },
  { id: 'description', header: 'Description', cell: (invoice) => invoice.description },
  {
    id: 'price',
    header: 'Price',
    align: 'end',
    cell: (invoice) => `$${invoice.price.toFixed(2)}`,
    className: 'whitespace-nowrap tabular-nums',
  },
  {
    id: 'download',
    header: 'Download',
    cell: (invoice) => (
      <Link href={invoice.downloadUrl}>
        PDF<span className="sr-only"> of the invoice from {invoice.date}</span>
      </Link>
    ),
  },
];

const koreanColumns: TableColumn<Invoice>[] = [
  { id: 'date', header: '날짜', cell: (invoice) => invoice.date, className: 'whitespace-nowrap' },
  { id: 'description', header: '설명', cell: () => '종량제 크레딧' },
  { id: 'price', header: '금액', align: 'end', cell: (invoice) => `$${invoice.price.toFixed(2)}` },
];

const meta = {
  title: 'Components/Primitives/Table',
  component: Table<Invoice>,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  args: {
    caption: 'Invoices',
    columns: invoiceColumns,
    rows: invoices,
    rowKey: 'id',
    emptyState: 'No invoice yet',
  },
  argTypes: { columns: { control: false }, rows: { control: false }, rowKey: { control: false } },
} satisfies Meta<typeof Table<Invoice>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Invoices' });
    const headers = within(table).getAllByRole('columnheader');
    await expect(headers.map((header) => header.textContent)).toEqual([
      'Date',
      'Description',
      'Price',
      'Download',
    ]);
    await expect(headers.every((header) => header.getAttribute('scope') === 'col')).toBe(true);
    // One header row plus one row per invoice.
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
    await expect(within(table).getByRole('cell', { name: '$30.00' })).toHaveClass('text-end');
    // Wide enough here: the container is not a scroll region and adds no tab stop.
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
    await expect(table.parentElement).not.toHaveAttribute('tabindex');
  },
};

export const Empty: Story = {
  args: { rows: [] },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Invoices' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(4);
    const emptyCell = within(table).getByRole('cell', { name: 'No invoice yet' });
    await expect(emptyCell).toHaveAttribute('colspan', '4');
    await expect(within(table).getAllByRole('row')).toHaveLength(2);
  },
};

export const Loading: Story = {
  args: { loading: true, loadingLabel: 'Loading invoices' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Invoices' });
    await expect(table).toHaveAttribute('aria-busy', 'true');
    await expect(within(table).getByRole('status')).toHaveTextContent('Loading invoices');
    await expect(within(table).queryByText('No invoice yet')).not.toBeInTheDocument();
  },
};

export const HiddenCaption: Story = {
  args: { hideCaption: true },
  render: (args) => (
    <section aria-labelledby="invoice-heading" className="flex flex-col gap-3">
      <h2 id="invoice-heading" className="text-lg font-semibold">
        Invoice
      </h2>
      <Table {...args} />
    </section>
  ),
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Invoices' });
    const caption = table.querySelector('caption');
    await expect(caption).toHaveClass('sr-only');
    await expect(caption?.getBoundingClientRect().height).toBeLessThanOrEqual(1);
  },
};

export const NarrowScreenScrolls: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    const region = await canvas.findByRole('region', { name: 'Invoices' });
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(region).toHaveAttribute('tabindex', '0');
    region.focus();
    await expect(region).toHaveFocus();
    region.scrollLeft = region.scrollWidth;
    await expect(region.scrollLeft).toBeGreaterThan(0);
  },
};

export const LongText: Story = {
  args: {
    caption: 'Invoices for the Causal Cooperative Networks robotics research group, fiscal year 2025',
    rows: [
      {
        id: 'inv-long',
        date: '2025-04-18',
        description:
          'Pay-as-you-go credit for real-time training via WebSockets, 10 parallel environments, GPT-based reinforcement-learning optimisation and the optional parameter-customisation add-on',
        price: 1250,
        downloadUrl: '/invoices/inv-long.pdf',
      },
      ...invoices,
    ],
  },
};

/**
 * Plain data, as a server component passes it: a row key and columns by field name, written in
 * built-in formats. No function crosses to the browser.
 */
export const PlainData: Story = {
  args: {
    columns: [
      { field: 'date', header: 'Date', format: 'date', rowHeader: true, className: 'whitespace-nowrap' },
      { field: 'description', header: 'Description' },
      { field: 'price', header: 'Price', format: 'currency', align: 'end', className: 'tabular-nums' },
    ],
  },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Invoices' });
    const firstDate = within(table).getByRole('rowheader', { name: 'Mar 2, 2025' });
    // The date stays machine-readable, in UTC, as the data said it.
    await expect(firstDate.querySelector('time')).toHaveAttribute('datetime', '2025-03-02');
    await expect(within(table).getByRole('cell', { name: '$30.00' })).toHaveClass('text-end');
    await expect(within(table).getAllByRole('row')).toHaveLength(4);
  },
};

/** The same plain columns with the table's `locale` and `currency`: dates and amounts follow them. */
export const PlainDataKorean: Story = {
  args: {
    caption: '청구서',
    locale: 'ko-KR',
    currency: 'KRW',
    rows: invoices.map((invoice) => ({ ...invoice, price: invoice.price * 1400 })),
    columns: [
      { field: 'date', header: '날짜', format: 'date', rowHeader: true, className: 'whitespace-nowrap' },
      { field: 'price', header: '금액', format: 'currency', align: 'end', className: 'tabular-nums' },
    ],
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '청구서' });
    await expect(within(table).getByRole('rowheader', { name: '2025. 3. 2.' })).toBeVisible();
    await expect(within(table).getByRole('cell', { name: '₩42,000' })).toBeVisible();
  },
};

/** Without an `emptyState`, the table says the locale's own "No data". */
export const EmptyInKorean: Story = {
  args: { caption: '청구서', columns: koreanColumns, rows: [], emptyState: undefined },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '청구서' });
    await expect(within(table).getByRole('cell', { name: '데이터 없음' })).toHaveAttribute('colspan', '3');
  },
};

export const Korean: Story = {
  args: {
    caption: '청구서',
    emptyState: '청구서가 아직 없습니다',
    columns: koreanColumns,
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '청구서' });
    await expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['날짜', '설명', '금액']);
  },
};
