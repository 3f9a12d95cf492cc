'use client';

import { useId, type ComponentProps, type Key, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useUiMessages } from '../../locale';
import { Spinner } from '../spinner/spinner';
import { useHorizontalOverflow } from './use-horizontal-overflow';

/** One column of a `Table`: its heading and how to show a row's value in it. */
export interface TableColumn<Row> {
  /** Stable identifier of the column. */
  id: string;
  /** The column heading (`<th scope="col">`). */
  header: ReactNode;
  /** What this column shows for a row. */
  cell(row: Row, rowIndex: number): ReactNode;
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

export interface TableProps<Row> extends Omit<ComponentProps<'table'>, 'children'> {
  /** The columns, in display order. */
  columns: readonly TableColumn<Row>[];
  /** The data, one entry per row. */
  rows: readonly Row[];
  /** A stable key for each row (for example an invoice id). */
  getRowKey(row: Row, rowIndex: number): Key;
  /** The table's caption; it is also its accessible name. */
  caption: ReactNode;
  /** Keeps the caption for screen readers but hides it visually (when a heading above says the same). */
  hideCaption?: boolean;
  /** Shown in place of the rows when there are none; built in by default. */
  emptyState?: ReactNode;
  /** Shows a busy row in place of the rows while they load. */
  loading?: boolean;
  /** What screen readers hear while loading; built in by default. */
  loadingLabel?: string;
  /** Classes for the scroll container around the table. */
  containerClassName?: string;
}

const alignClass = { start: 'text-start', center: 'text-center', end: 'text-end' } as const;

/**
 * A data table driven by `columns` and `rows`. Headers carry `scope`, the caption names the
 * table, an empty state replaces the rows when there are none, and on narrow screens the table
 * scrolls sideways inside a container that becomes a focusable, named region only when it scrolls.
 */
export function Table<Row>({
  columns,
  rows,
  getRowKey,
  caption,
  hideCaption = false,
  emptyState,
  loading = false,
  loadingLabel,
  containerClassName,
  className,
  ...rest
}: TableProps<Row>) {
  const messages = useUiMessages();
  const captionId = useId();
  const [containerRef, overflowing] = useHorizontalOverflow<HTMLDivElement>();
  const cellBase = 'border-b border-ds-border px-4 py-3 align-top';

  let body: ReactNode;
  if (loading) {
    body = (
      <tr data-slot="table-loading">
        <td colSpan={columns.length} className={cn(cellBase, 'py-8 text-center text-ds-muted')}>
          <Spinner label={loadingLabel ?? messages.loading} />
        </td>
      </tr>
    );
  } else if (rows.length === 0) {
    body = (
      <tr data-slot="table-empty">
        <td colSpan={columns.length} className={cn(cellBase, 'py-8 text-center text-ds-muted')}>
          {emptyState ?? messages.noData}
        </td>
      </tr>
    );
  } else {
    body = rows.map((row, rowIndex) => (
      <tr key={getRowKey(row, rowIndex)} data-slot="table-row" className="hover:bg-ds-surface">
        {columns.map((column) => {
          const Cell = column.rowHeader ? 'th' : 'td';
          return (
            <Cell
              key={column.id}
              scope={column.rowHeader ? 'row' : undefined}
              className={cn(
                cellBase,
                alignClass[column.align ?? 'start'],
                column.rowHeader && 'font-medium',
                column.className,
              )}
            >
              {column.cell(row, rowIndex)}
            </Cell>
          );
        })}
      </tr>
    ));
  }

  return (
    <div
      ref={containerRef}
      data-slot="table-container"
      data-overflowing={overflowing || undefined}
      // Keyboard users can only scroll a clipped table if the container takes focus; it does so
      // (as a named region) only while the table is wider than its container. `relative` makes
      // it the box of absolutely placed descendants (sr-only text), which would otherwise sit
      // outside the clip and widen the page.
      role={overflowing ? 'region' : undefined}
      aria-labelledby={overflowing ? captionId : undefined}
      tabIndex={overflowing ? 0 : undefined}
      className={cn(
        'relative w-full overflow-x-auto rounded-button focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ds-focus',
        containerClassName,
      )}
    >
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
                key={column.id}
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
    </div>
  );
}
