import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { InvoiceTable, type Invoice } from './invoice-table';
import { koreanMode } from '../../../../.storybook/modes';

// The sample billing record (docs/decisions.md#billing-data) has one invoice; the others show a longer history.
const invoices: Invoice[] = [
  {
    id: 'INV-2025-0003',
    date: '2025-09-26T08:15:00.000Z',
    description: 'Pay-as-you-go credits',
    price: 20,
    downloadUrl: '/invoices/INV-2025-0003.pdf',
  },
  {
    id: 'INV-2025-0002',
    date: '2025-08-02T23:59:00.000Z',
    description: 'Pay-as-you-go credits',
    price: 50,
    downloadUrl: '/invoices/INV-2025-0002.pdf',
  },
  {
    id: 'INV-2025-0001',
    date: '2025-07-14T10:00:00.000Z',
    description: 'Pay-as-you-go credits with parameter customisation add-on',
    price: 15,
    downloadUrl: '/invoices/INV-2025-0001.pdf',
  },
];

const meta = {
  title: 'Blocks/Billing/Invoice table',
  component: InvoiceTable,
  tags: ['locale-ko'],
  parameters: { ...koreanMode },
  args: { invoices: invoices.slice(0, 1) },
} satisfies Meta<typeof InvoiceTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: 'Invoices' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    await expect(headers).toEqual(['Date', 'Description', 'Price', 'Download']);
    const [, row] = within(table).getAllByRole('row');
    await expect(within(row!).getByRole('rowheader')).toHaveTextContent('Sep 26, 2025');
    await expect(row).toHaveTextContent('Pay-as-you-go credits');
    await expect(row).toHaveTextContent('$20.00');
    const download = within(row!).getByRole('link', {
      name: 'Download Sep 26, 2025, Pay-as-you-go credits',
    });
    await expect(download).toHaveAttribute('href', '/invoices/INV-2025-0003.pdf');
  },
};

export const History: Story = {
  args: { invoices },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')).toHaveLength(4);
    // Dates are read in UTC: 23:59 on Aug 2 stays Aug 2 everywhere.
    await expect(within(canvas.getByRole('table')).getByText('Aug 2, 2025')).toBeVisible();
  },
};

export const Empty: Story = {
  args: { invoices: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: 'Invoices' })).toHaveTextContent('No invoice yet');
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { invoices: [], loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading invoices');
  },
};

export const Mobile: Story = {
  args: { invoices },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas }) => {
    // Stacked rows on a phone: every price and download link in view, nothing to scroll sideways.
    const list = canvas.getByRole('list', { name: 'Invoices' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(canvas.queryByRole('table')).not.toBeInTheDocument();
    const download = within(list).getByRole('link', { name: 'Download Sep 26, 2025, Pay-as-you-go credits' });
    await expect(download).toBeVisible();
    await expect(within(list).getByText('$20.00')).toBeVisible();
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

export const Korean: Story = {
  args: {
    invoices,
    labels: {
      caption: '청구서',
      date: '날짜',
      description: '내용',
      price: '금액',
      download: '다운로드',
      downloadLink: '다운로드',
      empty: '아직 청구서가 없습니다',
      loading: '청구서를 불러오는 중',
    },
    formatDate: (isoDate) =>
      new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(isoDate)),
  },
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '청구서' });
    await expect(within(table).getByText('2025. 9. 26.')).toBeVisible();
  },
};
