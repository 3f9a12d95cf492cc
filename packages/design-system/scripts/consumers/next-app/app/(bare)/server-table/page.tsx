// Only a Table from plain data, rendered on the server: it must send no JavaScript of its own.
import { Table } from '@ccnets/design-system/table';

const rows = [{ id: 'inv-1', date: '2025-08-03', price: 14 }];

export default function ServerTablePage() {
  return (
    <main>
      <Table
        caption="Invoices"
        rowKey="id"
        columns={[
          { field: 'date', header: 'Date', format: 'date', rowHeader: true },
          { field: 'price', header: 'Price', format: 'currency', align: 'end' },
        ]}
        rows={rows}
      />
    </main>
  );
}
