import { cn } from '../../lib/cn';
import { PageSection, type PageSectionProps } from '../page-section/page-section';
import { Heading } from '../../components/heading';
import { type SectionItem } from '../shared';

export interface FunctionCardsProps extends Omit<PageSectionProps, 'children'> {
  /** The functions, e.g. Less Simulation, Small Language Model, Self-evolving training system. */
  items: SectionItem[];
  /** Show a large ordinal (01, 02, ...) on each card; decorative, hidden from screen readers. */
  numbered?: boolean;
}

/** Raised cards for the product's functions; one column on narrow screens, up to three side by side. */
export function FunctionCards({
  items,
  numbered = true,
  headingLevel = 2,
  tone = 'surface',
  ...rest
}: FunctionCardsProps) {
  return (
    <PageSection data-section="function-cards" headingLevel={headingLevel} tone={tone} {...rest}>
      <ul
        className={cn(
          'grid gap-6',
          items.length === 2 || items.length === 4 ? 'ds-md:grid-cols-2' : 'ds-md:grid-cols-3',
        )}
      >
        {items.map((item, index) => (
          <li
            key={item.id ?? item.title}
            data-slot="function-card"
            className="relative flex flex-col gap-4 overflow-hidden rounded-ds-xl border border-ds-border bg-ds-surface-raised p-6 shadow-ds-elevated ds-md:p-8"
          >
            <div className="flex items-start justify-between gap-4">
              {item.icon ? (
                <span
                  aria-hidden="true"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-ds-primary-strong text-ds-primary-foreground [&_svg]:size-5"
                >
                  {item.icon}
                </span>
              ) : null}
              {numbered ? (
                // Drawn through CSS content: a faint watermark, not text to read or to contrast-check.
                <span
                  aria-hidden="true"
                  data-ordinal={String(index + 1).padStart(2, '0')}
                  className="ms-auto font-ds-mono text-4xl leading-none font-semibold text-ds-primary/25 tabular-nums before:content-[attr(data-ordinal)]"
                />
              ) : null}
            </div>
            <Heading level={headingLevel + 1} size="sm">
              {item.title}
            </Heading>
            {item.description ? (
              <div className="text-base leading-relaxed text-ds-muted">{item.description}</div>
            ) : null}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
