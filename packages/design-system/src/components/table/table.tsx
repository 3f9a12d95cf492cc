import { useId, type ComponentProps, type Key, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { SpinnerMarkup } from '../spinner/spinner-markup';
// A React server resolves this to parts with no client module (package.json `imports`).
import { TableScrollArea, TableText } from '#table-parts';
import { createCellFormatter, type TableFormat } from './table-format';

/** The name of one of a row's fields whose value a cell can show. */
export type TableField<Row> = Extract<keyof Row, string>;

/** What every column has, however its cells are made. */
interface TableColumnBase {
  /** The column heading (`<th scope="col">`). */
  header: ReactNode;
  /** Cells of this column name their row (`<th scope="row">`), like the feature name in a pricing table. */
  rowHeader?: boolean;
  /** Text alignment; amounts usually align to the end. */
  align?: 'start' | 'center' | 'end';
  /** Keeps the heading for screen readers but hides it visually, e.g. above a column of buttons. */
  hideHeader?: boolean;
  /** Extra classes for this column's header and cells. */
  className?: string;
  /** How the rows are sorted by this column (`aria-sort` on its heading), for sortable tables. */
  sort?: 'ascending' | 'descending' | 'none';
}

/**
 * A column that shows one field of each row, written in a built-in format. Plain data: a
 * server component can render the table with it, or pass it on to a client component.
 */
export interface TableFieldColumn<Row> extends TableColumnBase {
  /** The row's field this column shows. */
  field: TableField<Row>;
  /** How the field's value is written: `'currency'`, `'date'`…, or `Intl` options; text by default. */
  format?: TableFormat;
  /** Stable identifier of the column; the field's name by default. */
  id?: string;
  cell?: never;
}

/**
 * A column whose cells a function renders: any markup (links, badges, buttons). The function
 * runs wherever the table renders, a server component included, but like any function it
 * cannot be passed as a prop from a server component into a client component.
 */
export interface TableRenderColumn<Row> extends TableColumnBase {
  /** What this column shows for a row. */
  cell(row: Row, rowIndex: number): ReactNode;
  /** Stable identifier of the column. */
  id: string;
  field?: never;
  format?: never;
}

/** One column of a `Table`: a field of plain data, or a render function. */
export type TableColumn<Row> = TableFieldColumn<Row> | TableRenderColumn<Row>;

/** A row's stable key: the name of a field that holds it (plain data), or a function. */
export type TableRowKey<Row> = TableField<Row> | ((row: Row, rowIndex: number) => Key);

export interface TableProps<Row> extends Omit<ComponentProps<'table'>, 'children'> {
  /** The columns, in display order. */
  columns: readonly TableColumn<Row>[];
  /** The data, one entry per row. */
  rows: readonly Row[];
  /** A stable key for each row: a field's name such as `"id"`, or a function of the row. */
  rowKey: TableRowKey<Row>;
  /** The table's caption; it is also its accessible name. */
  caption: ReactNode;
  /** Keeps the caption for screen readers but hides it visually (when a heading above says the same). */
  hideCaption?: boolean;
  /**
   * Shown in place of the rows when there are none. "No data" by default, in LocaleProvider's
   * language in a client component, else in the table's `locale`.
   */
  emptyState?: ReactNode;
  /** Shows a busy row in place of the rows while they load. */
  loading?: boolean;
  /** What screen readers hear while loading; "Loading" by default, in the language `emptyState`'s is. */
  loadingLabel?: ReactNode;
  /**
   * Language (BCP 47) of the built-in formats' numbers and dates, `en-US` by default; also of
   * the table's own words in a server component, which cannot read LocaleProvider.
   */
  locale?: string;
  /** Currency of the `currency` format (ISO 4217); `USD` by default. */
  currency?: string;
  /** Time zone of the `date` and `datetime` formats; `UTC` by default, so every machine shows the same day. */
  timeZone?: string;
  /** Classes for the scroll container around the table. */
  containerClassName?: string;
}

const alignClass = { start: 'text-start', center: 'text-center', end: 'text-end' } as const;
const cellBase = 'border-b border-ds-border px-4 py-3 align-top';

/**
 * A data table driven by `columns` and `rows`. Headers carry `scope`, the caption names the
 * table, an empty state replaces the rows when there are none, and on narrow screens the table
 * scrolls sideways inside a container that becomes a focusable, named region only when it scrolls.
 *
 * It renders in server components and sends them no JavaScript: give it rows of plain data, a
 * `rowKey` field and columns with a `field` and a `format`. There its words follow `locale`, and
 * its container is always that region, since nothing there can measure (`#table-parts`).
 */
export function Table<Row>({
  columns,
  rows,
  rowKey,
  caption,
  hideCaption = false,
  emptyState,
  loading = false,
  loadingLabel,
  locale,
  currency = 'USD',
  timeZone = 'UTC',
  containerClassName,
  className,
  ...rest
}: TableProps<Row>) {
  const captionId = useId();
  const cellRenderer = (column: TableColumn<Row>) => {
    if (column.cell) return column.cell;
    const { field } = column;
    const format = createCellFormatter(column.format, { locale: locale ?? 'en-US', currency, timeZone });
    return (row: Row) => {
      const { text, dateTime } = format(row[field]);
      return dateTime ? <time dateTime={dateTime}>{text}</time> : text;
    };
  };
  const keyOf = typeof rowKey === 'function' ? rowKey : (row: Row) => row[rowKey] as unknown as Key;

  let body: ReactNode;
  if (loading) {
    body = (
      <tr data-slot="table-loading">
        <td colSpan={columns.length} className={cn(cellBase, 'py-8 text-center text-ds-muted')}>
          <SpinnerMarkup label={loadingLabel ?? <TableText message="loading" locale={locale} />} />
        </td>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr data-slot="table-empty">
        <td colSpan={columns.length} className={cn(cellBase, 'py-8 text-center text-ds-muted')}>
          {emptyState ?? <TableText message="noData" locale={locale} />}
        </td>
      </tr>
    );
  } else {
    const renderedColumns = columns.map((column) => ({ column, render: cellRenderer(column) }));
    body = rows.map((row, rowIndex) => (
      <tr key={keyOf(row, rowIndex)} data-slot="table-row" className="hover:bg-ds-surface">
        {renderedColumns.map(({ column, render }) => {
          const Cell = column.rowHeader ? 'th' : 'td';
          return (
            <Cell
              key={columnId(column)}
              scope={column.rowHeader ? 'row' : undefined}
              className={cn(
                cellBase,
                alignClass[column.align ?? 'start'],
                column.rowHeader && 'font-medium',
                column.className,
              )}
            >
              {render(row, rowIndex)}
            </Cell>
          );
        })}
      </tr>
    ));
  }

  return (
    <TableScrollArea captionId={captionId} className={cn(TABLE_CONTAINER_CLASSES, containerClassName)}>
      <table
        data-slot="table"
        aria-busy={loading || undefined}
        className={cn('w-full border-collapse text-[0.9375rem] leading-6 text-ds-foreground', className)}
        {...rest}
      >
        <caption
          id={captionId}
          className={cn(hideCaption ? 'sr-only' : 'caption-top pb-3 text-start text-lg font-semibold')}
        >
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={columnId(column)}
                scope="col"
                aria-sort={column.sort}
                className={cn(
                  'border-b border-ds-border bg-ds-surface px-4 py-3 text-sm font-semibold whitespace-nowrap text-ds-muted',
                  alignClass[column.align ?? 'start'],
                  column.className,
                )}
              >
                {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </TableScrollArea>
  );
}

/**
 * The scroll container's own classes. `relative` makes it the box of absolutely placed
 * descendants (sr-only text), which would otherwise sit outside the clip and widen the page.
 */
const TABLE_CONTAINER_CLASSES =
  'relative w-full overflow-x-auto rounded-ds-button focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ds-focus';

function columnId<Row>(column: TableColumn<Row>): string {
  return column.id ?? (column as TableFieldColumn<Row>).field;
}
