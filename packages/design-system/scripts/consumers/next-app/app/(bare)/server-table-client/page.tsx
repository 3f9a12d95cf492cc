// A server page that renders its Table through a client module (./client-table): the measured,
// named scroll region of a client Table, for the JavaScript it costs.
import { invoicesTable } from '../invoices';
import { Table } from './client-table';

export default function ServerTableClientPage() {
  return (
    <main>
      <Table {...invoicesTable} />
    </main>
  );
}
