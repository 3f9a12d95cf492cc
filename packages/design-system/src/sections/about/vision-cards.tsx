import { PageSection, type PageSectionProps } from '../page-section/page-section';
import { Heading } from '../../components/heading';
import { type SectionItem } from '../shared';

export interface VisionCardsProps extends Omit<PageSectionProps, 'children'> {
  /** The values, usually four: e.g. Innovative, Efficient, Collaborative, Trustworthy. */
  items: SectionItem[];
}

/** "Vision": value cards in a grid, one column on narrow screens, two on tablets, four on wide screens. */
export function VisionCards({ items, headingLevel = 2, align = 'center', ...rest }: VisionCardsProps) {
  return (
    <PageSection data-section="vision-cards" headingLevel={headingLevel} align={align} {...rest}>
      <ul className="grid gap-6 ds-sm:grid-cols-2 ds-lg:grid-cols-4">
        {items.map((item) => (
          <li
            key={item.id ?? item.title}
            data-slot="vision-card"
            className="flex flex-col items-center gap-4 rounded-ds-xl border border-ds-border bg-ds-surface-raised p-6 text-center ds-dark:bg-ds-surface"
          >
            {item.icon ? (
              <span
                aria-hidden="true"
                className="inline-flex size-14 items-center justify-center rounded-ds-2xl bg-ds-primary-strong text-ds-primary-foreground [&_svg]:size-7"
              >
                {item.icon}
              </span>
            ) : null}
            <Heading level={headingLevel + 1} size="xs">
              {item.title}
            </Heading>
            {item.description ? (
              <div className="text-sm leading-relaxed text-ds-muted">{item.description}</div>
            ) : null}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
