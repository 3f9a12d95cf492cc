import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { PageSection, type PageSectionProps } from '../page-section/page-section';
import { Heading } from '../../components/heading';
import { type SectionItem } from '../shared';

export interface FeatureBlocksProps extends Omit<PageSectionProps, 'children'> {
  /** The features, usually three: each with an icon, a title and a description. */
  items: SectionItem[];
  /** Content under the blocks, e.g. a call to action. */
  footer?: ReactNode;
}

/** "Why RemoteRL?": a row of feature blocks (stacked on narrow screens), each with an icon tile. */
export function FeatureBlocks({ items, footer, headingLevel = 2, className, ...rest }: FeatureBlocksProps) {
  return (
    <PageSection data-section="feature-blocks" headingLevel={headingLevel} className={className} {...rest}>
      <ul
        className={cn(
          'grid gap-10 ds-md:gap-8',
          items.length % 3 === 0 ? 'ds-md:grid-cols-3' : 'ds-md:grid-cols-2 ds-lg:grid-cols-4',
        )}
      >
        {items.map((item) => (
          <li key={item.id ?? item.title} data-slot="feature-block" className="flex flex-col gap-4">
            {item.icon ? (
              <span
                aria-hidden="true"
                data-accent=""
                className="inline-flex size-12 items-center justify-center rounded-ds-lg bg-ds-primary/12 text-ds-primary-strong ds-dark:text-ds-info [&_svg]:size-6"
              >
                {item.icon}
              </span>
            ) : null}
            <Heading level={headingLevel + 1} size="sm">
              {item.title}
            </Heading>
            {item.description ? (
              <div className="text-base leading-relaxed text-ds-muted">{item.description}</div>
            ) : null}
          </li>
        ))}
      </ul>
      {footer ? <div className="flex flex-wrap justify-center gap-3">{footer}</div> : null}
    </PageSection>
  );
}
