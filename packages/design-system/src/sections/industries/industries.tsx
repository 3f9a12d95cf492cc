import { PageSection, type PageSectionProps } from '../page-section/page-section';
import { Heading } from '../../components/heading';
import { type SectionItem } from '../shared';

export interface IndustriesProps extends Omit<PageSectionProps, 'children'> {
  /** The industries served, e.g. gaming, robotics, automation, language-model fine-tuning. */
  items: SectionItem[];
}

/** Tiles for the industries the product serves: two columns on small screens, four on wide ones. */
export function Industries({ items, headingLevel = 2, ...rest }: IndustriesProps) {
  return (
    <PageSection data-section="industries" headingLevel={headingLevel} {...rest}>
      <ul className="grid gap-4 ds-sm:grid-cols-2 ds-lg:grid-cols-4">
        {items.map((item) => (
          <li
            key={item.id ?? item.title}
            data-slot="industry"
            className="flex flex-col gap-3 rounded-ds-xl border border-ds-border bg-ds-surface-raised p-5 transition-colors hover:border-ds-primary"
          >
            <div className="flex items-center gap-3">
              {item.icon ? (
                <span
                  aria-hidden="true"
                  data-accent=""
                  className="inline-flex size-10 shrink-0 items-center justify-center rounded-ds-lg bg-ds-alternate text-ds-primary-strong ds-dark:text-ds-info [&_svg]:size-5"
                >
                  {item.icon}
                </span>
              ) : null}
              <Heading level={headingLevel + 1} size="xs">
                {item.title}
              </Heading>
            </div>
            {item.description ? (
              <div className="text-sm leading-relaxed text-ds-muted">{item.description}</div>
            ) : null}
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
