'use client';

import { useUiMessages } from '../../locale';
import { FileText } from '../../icons';
import type { ReactNode } from 'react';
import { PageSection, type PageSectionProps } from '../page-section/page-section';
import { Heading } from '../../components/heading';
import { ItemLink } from '../shared';
import { type RenderLink } from '../../components/render-link';

export interface PaperItem {
  /** Stable key; defaults to the href. */
  id?: string;
  /** Title of the paper. */
  title: string;
  /** Authors as one line, e.g. "J. Park, S. Kim". */
  authors?: string;
  /** Where and when it appeared, e.g. "arXiv preprint, 2024". */
  venue?: string;
  /** Abstract in a sentence or two. */
  summary?: ReactNode;
  /** Where the paper can be read. */
  href: string;
  /** Off-site paper: opens in a new tab. Papers usually are. */
  external?: boolean;
}

export interface PaperListProps extends Omit<PageSectionProps, 'children'> {
  /** The papers, in the order to show them. */
  items: PaperItem[];
  /** Shown instead of the list when there are no papers. */
  emptyText?: ReactNode;
  /** Screen-reader hint for links that open in a new tab. */
  newTabLabel?: string;
  /** Router seam for papers hosted inside the app. */
  renderLink?: RenderLink;
}

/** "AI studies": research papers as a list of rows with title link, authors, venue and summary. */
export function PaperList({
  items,
  emptyText = 'No papers yet.',
  newTabLabel: newTabLabelProp,
  renderLink,
  headingLevel = 2,
  ...rest
}: PaperListProps) {
  const messages = useUiMessages();
  const newTabLabel = newTabLabelProp ?? messages.opensInNewTab;
  return (
    <PageSection data-section="paper-list" headingLevel={headingLevel} {...rest}>
      {items.length === 0 ? (
        <p className="rounded-ds-xl border border-dashed border-ds-border p-8 text-center text-ds-muted">
          {emptyText}
        </p>
      ) : (
        <ol className="flex flex-col divide-y divide-ds-border border-y border-ds-border">
          {items.map((item) => (
            <li key={item.id ?? item.href}>
              <article
                data-slot="paper-item"
                className="relative flex gap-4 rounded-ds-lg py-6 transition-colors hover:bg-ds-foreground/3 ds-md:gap-6 ds-md:px-4"
              >
                <span
                  aria-hidden="true"
                  data-accent=""
                  className="mt-1 inline-flex size-10 shrink-0 items-center justify-center rounded-ds-lg bg-ds-alternate text-ds-primary-strong ds-dark:text-ds-info"
                >
                  <FileText className="size-5" />
                </span>
                <div className="flex min-w-0 flex-col gap-2">
                  <Heading level={headingLevel + 1} size="xs" className="leading-snug text-inherit">
                    <ItemLink
                      href={item.href}
                      external={item.external}
                      newTabLabel={newTabLabel}
                      renderLink={renderLink}
                    >
                      {item.title}
                    </ItemLink>
                  </Heading>
                  {item.authors || item.venue ? (
                    <p className="text-sm text-ds-muted">
                      {[item.authors, item.venue].filter(Boolean).join(' · ')}
                    </p>
                  ) : null}
                  {item.summary ? (
                    <div className="max-w-3xl text-base leading-relaxed text-ds-muted">{item.summary}</div>
                  ) : null}
                </div>
              </article>
            </li>
          ))}
        </ol>
      )}
    </PageSection>
  );
}
