import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Container } from '../../components/container/container';
import { Heading, type HeadingLevel } from '../../components/heading';

export interface PolicySection {
  /** Stable key; defaults to the title. */
  id?: string;
  /** Section title, shown after its number. */
  title: string;
  /** The section's text; a string keeps its line breaks, or pass paragraphs and lists as nodes. */
  description: ReactNode;
}

export interface PolicyDocumentProps extends Omit<ComponentProps<'article'>, 'title'> {
  /** The policy's name, e.g. "Terms of Service". */
  title: string;
  /** Label before the date, e.g. "Last modified on". */
  lastModifiedLabel?: string;
  /** The date as shown, formatted for the active language, e.g. "26 Sep, 2023". */
  lastModified: string;
  /** Machine-readable date (ISO 8601) for the `<time>` element, e.g. "2023-09-26". */
  lastModifiedDateTime?: string;
  /** Text before the numbered sections. */
  intro?: ReactNode;
  /** The numbered sections, in order. */
  sections: PolicySection[];
  /** Shown beside the text on wide screens and sticky while it scrolls (e.g. `PolicyContactCard`); below it on narrow ones. */
  aside?: ReactNode;
  /** Heading level of the title; section titles use the next level. */
  headingLevel?: HeadingLevel;
}

/** A legal page: title, "Last modified on …", numbered sections, and a sticky contact card beside them. */
export function PolicyDocument({
  title,
  lastModifiedLabel = 'Last modified on',
  lastModified,
  lastModifiedDateTime,
  intro,
  sections,
  aside,
  headingLevel = 1,
  className,
  ...rest
}: PolicyDocumentProps) {
  const titleId = useId();
  return (
    <Container
      data-slot="policy-layout"
      className={cn(
        'grid items-start gap-10 py-12 ds-md:py-16',
        aside ? 'ds-lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)] ds-lg:gap-16' : undefined,
      )}
    >
      <article
        data-slot="policy-document"
        aria-labelledby={titleId}
        className={cn('flex max-w-3xl min-w-0 flex-col gap-8', className)}
        {...rest}
      >
        <header className="flex flex-col gap-3 border-b border-ds-border pb-6">
          <Heading level={headingLevel} id={titleId} size="lg">
            {title}
          </Heading>
          <p className="text-sm text-ds-muted">
            {lastModifiedLabel} <time dateTime={lastModifiedDateTime}>{lastModified}</time>
          </p>
        </header>
        {intro ? <div className="text-base leading-relaxed text-ds-muted">{intro}</div> : null}
        {/* The numbers are part of each heading, so they are read out and show in the headings list. */}
        <ol className="flex flex-col gap-8">
          {sections.map((section, index) => (
            <li key={section.id ?? section.title} data-slot="policy-section" className="flex flex-col gap-3">
              <Heading level={headingLevel + 1} size="sm" className="leading-snug">
                <span className="me-2 text-ds-primary-strong tabular-nums ds-dark:text-ds-info">
                  {index + 1}.
                </span>
                {section.title}
              </Heading>
              <div className="text-base leading-relaxed whitespace-pre-line text-ds-muted [&_a]:text-ds-primary-strong [&_a]:underline ds-dark:[&_a]:text-ds-info">
                {section.description}
              </div>
            </li>
          ))}
        </ol>
      </article>
      {aside ? (
        <aside data-slot="policy-aside" className="ds-lg:sticky ds-lg:top-24">
          {aside}
        </aside>
      ) : null}
    </Container>
  );
}
