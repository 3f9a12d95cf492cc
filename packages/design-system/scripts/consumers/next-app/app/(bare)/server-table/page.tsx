// Only a Table from plain data, rendered on the server: it must send no JavaScript of its own.
import { Table } from '@ccnets/design-system/table';
import { invoicesTable } from '../invoices';

export default function ServerTablePage() {
  return (
    <main>
      <Table {...invoicesTable} />
    </main>
  );
}
