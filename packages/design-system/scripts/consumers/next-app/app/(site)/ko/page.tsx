// A server component in Korean: Table from plain data (a row key and columns by field name,
// built-in formats), a render function that runs here on the server, a Table's own words in its
// `locale` (a server cannot read LocaleProvider) or given as `emptyState`, LocaleProvider `ko`
// with messages passed from the server (strings with placeholders), and Heading by level.
import { Heading, LocaleProvider, Table, type TableColumn } from '@ccnets/design-system';
import { QuickStartSteps } from '@ccnets/design-system/quick-start';

interface Invoice {
  id: string;
  date: string;
  description: string;
  price: number;
}

const invoices: Invoice[] = [
  { id: 'inv-2', date: '2025-09-26', description: '종량제 크레딧', price: 28000 },
  { id: 'inv-1', date: '2025-08-03', description: '종량제 크레딧', price: 14000 },
];

const columns: TableColumn<Invoice>[] = [
  { field: 'date', header: '날짜', format: 'date', rowHeader: true },
  { field: 'description', header: '설명' },
  { field: 'price', header: '금액', format: 'currency', align: 'end' },
  { id: 'download', header: '다운로드', cell: (invoice) => <a href={`/invoices/${invoice.id}.pdf`}>PDF</a> },
];

export default function KoreanPage() {
  return (
    <LocaleProvider locale="ko" messages={{ step: '{step}번째 단계' }}>
      <main>
        <Heading level={1}>청구서</Heading>
        <Table caption="청구서" rowKey="id" locale="ko-KR" currency="KRW" columns={columns} rows={invoices} />
        <Table caption="지난달 청구서" rowKey="id" locale="ko-KR" columns={columns} rows={[]} />
        <Table
          caption="다음 달 청구서"
          rowKey="id"
          emptyState="청구서가 아직 없습니다"
          columns={columns}
          rows={[]}
        />
        <QuickStartSteps steps={[{ title: '설치', code: 'pip install remoterl' }]} />
      </main>
    </LocaleProvider>
  );
}
