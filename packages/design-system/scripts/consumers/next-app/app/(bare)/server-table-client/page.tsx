// A server page that renders its Table through a client module (./client-table): the measured,
// named scroll region of a client Table, for the JavaScript it costs.
import { Table } from './client-table';

const rows = [{ id: 'inv-1', date: '2025-08-03', price: 14 }];

export default function ServerTableClientPage() {
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
