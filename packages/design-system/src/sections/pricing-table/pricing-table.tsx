import { Info } from '../../icons';
import { useId, useMemo, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Table, type TableColumn } from '../../components/table/table';
import { PageSection, type PageSectionProps } from '../page-section/page-section';
import { Heading } from '../../components/heading';

export interface PricingPlan {
  /** Key of this plan's value in each row, e.g. "free". */
  id: string;
  /** Column heading, e.g. "Free" or "Premium". */
  name: string;
  /** Tints the column, for the plan you recommend. */
  highlighted?: boolean;
}

export interface PricingRow {
  /** The row heading, e.g. "Data". */
  feature: string;
  /** What each plan offers, keyed by plan id; a missing value shows as an en dash. */
  values: Record<string, ReactNode>;
}

export interface PricingTableProps extends Omit<PageSectionProps, 'children'> {
  /** The table's caption and accessible name, e.g. "Free and Premium plans compared". */
  caption: string;
  /** Hide the caption visually when the section title says the same (screen readers still get it). */
  hideCaption?: boolean;
  /** Heading of the first column. */
  featureHeader?: string;
  /** The plan columns, in order. */
  plans: PricingPlan[];
  /** One row per feature. */
  rows: PricingRow[];
  /** Heading of the notes under the table, e.g. "Data deduction". */
  notesTitle?: string;
  /** Notes under the table, e.g. how much data a simulator and a trainer use per hour. */
  notes?: ReactNode[];
  /** Content after the notes, e.g. a Choose a plan button. */
  footer?: ReactNode;
}

/** Feature-by-plan comparison table (scoped headers, caption) with the data-deduction notes under it. */
export function PricingTable({
  caption,
  hideCaption = false,
  featureHeader = 'Feature',
  plans,
  rows,
  notesTitle,
  notes = [],
  footer,
  headingLevel = 2,
  ...rest
}: PricingTableProps) {
  const notesTitleId = useId();
  const columns = useMemo<TableColumn<PricingRow>[]>(
    () => [
      {
        id: 'feature',
        header: featureHeader,
        rowHeader: true,
        cell: (row) => row.feature,
        className: 'w-[32%] ds-md:w-1/4',
      },
      ...plans.map<TableColumn<PricingRow>>((plan) => ({
        id: plan.id,
        header: plan.name,
        cell: (row) => row.values[plan.id] ?? '–',
        className: cn(plan.highlighted && 'bg-ds-primary/6 ds-dark:bg-ds-primary/10'),
      })),
    ],
    [featureHeader, plans],
  );

  return (
    <PageSection data-section="pricing-table" headingLevel={headingLevel} {...rest}>
      <div className="overflow-hidden rounded-ds-xl border border-ds-border bg-ds-surface-raised ds-dark:bg-ds-surface">
        <Table
          caption={caption}
          hideCaption={hideCaption}
          columns={columns}
          rows={rows}
          rowKey="feature"
          // Fixed layout shares the width evenly between the plans, and tighter cells let three
          // columns fit a 320 px screen without scrolling sideways.
          className={cn(
            'table-fixed text-sm break-words hyphens-auto ds-md:text-[0.9375rem]',
            '[&_td]:px-2 ds-sm:[&_td]:px-3 ds-md:[&_td]:px-4 [&_th]:px-2 ds-sm:[&_th]:px-3 ds-md:[&_th]:px-4',
            !hideCaption && '[&_caption]:px-3 [&_caption]:pt-4 ds-md:[&_caption]:px-4',
          )}
        />
      </div>
      {notes.length > 0 ? (
        <div
          data-slot="pricing-notes"
          role={notesTitle ? 'group' : undefined}
          aria-labelledby={notesTitle ? notesTitleId : undefined}
          className="flex gap-3 rounded-ds-xl border border-ds-border bg-ds-alternate p-5 text-ds-alternate-foreground ds-dark:[--rrl-primary:var(--rrl-info)]"
        >
          <Info
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 text-ds-primary-strong ds-dark:text-ds-info"
          />
          <div className="flex flex-col gap-2">
            {notesTitle ? (
              <Heading level={headingLevel + 1} id={notesTitleId} size="2xs" className="text-inherit">
                {notesTitle}
              </Heading>
            ) : null}
            <ul className="flex list-disc flex-col gap-1 ps-5 text-sm leading-relaxed">
              {notes.map((note, index) => (
                <li key={index}>{note}</li>
              ))}
            </ul>
          </div>
        </div>
      ) : null}
      {footer ? <div className="flex flex-wrap gap-3">{footer}</div> : null}
    </PageSection>
  );
}
