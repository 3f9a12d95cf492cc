'use client';

import { useUiMessages } from '../../locale';
import type { ReactNode } from 'react';
import { PageSection, type PageSectionProps } from '../page-section/page-section';
import { Heading } from '../../components/heading';
import { ItemLink } from '../shared';
import { type RenderLink } from '../../components/render-link';

export interface NewsItem {
  /** Stable key; defaults to the href. */
  id?: string;
  /** Headline of the article. */
  title: string;
  /** One or two sentences about it. */
  summary?: ReactNode;
  /** Publication date as shown, already formatted for the active language. */
  date: string;
  /** Machine-readable date (ISO 8601) for the `<time>` element. */
  dateTime?: string;
  /** Small label above the title, e.g. "Announcement". */
  category?: string;
  /** Where the article lives. */
  href: string;
  /** Off-site article: opens in a new tab. */
  external?: boolean;
}

export interface NewsListProps extends Omit<PageSectionProps, 'children'> {
  /** Articles, newest first. */
  items: NewsItem[];
  /** Shown instead of the list when there are no articles. */
  emptyText?: ReactNode;
  /** Screen-reader hint for links that open in a new tab. */
  newTabLabel?: string;
  /** Router seam for in-app article links. */
  renderLink?: RenderLink;
  /** Content under the list, e.g. a link to the blog. */
  footer?: ReactNode;
}

/** "Latest news": cards with date, category, title link and summary; the whole card is clickable. */
export function NewsList({
  items,
  emptyText = 'No news yet.',
  newTabLabel: newTabLabelProp,
  renderLink,
  footer,
  headingLevel = 2,
  ...rest
}: NewsListProps) {
  const messages = useUiMessages();
  const newTabLabel = newTabLabelProp ?? messages.opensInNewTab;
  return (
    <PageSection data-section="news-list" headingLevel={headingLevel} {...rest}>
      {items.length === 0 ? (
        <p className="rounded-ds-xl border border-dashed border-ds-border p-8 text-center text-ds-muted">
          {emptyText}
        </p>
      ) : (
        <ul className="grid gap-6 ds-md:grid-cols-2">
          {items.map((item) => (
            <li key={item.id ?? item.href}>
              <article
                data-slot="news-item"
                className="relative flex h-full flex-col gap-3 rounded-ds-xl border border-ds-border bg-ds-surface-raised p-6 transition-colors focus-within:border-ds-primary hover:border-ds-primary"
              >
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ds-muted">
                  {item.category ? (
                    <span
                      data-accent=""
                      className="font-semibold text-ds-primary-strong ds-dark:text-ds-info"
                    >
                      {item.category}
                    </span>
                  ) : null}
                  <time dateTime={item.dateTime}>{item.date}</time>
                </p>
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
                {item.summary ? (
                  <div className="text-base leading-relaxed text-ds-muted">{item.summary}</div>
                ) : null}
              </article>
            </li>
          ))}
        </ul>
      )}
      {footer ? <div className="flex flex-wrap gap-3">{footer}</div> : null}
    </PageSection>
  );
}
