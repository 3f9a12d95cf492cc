import type { ReactNode } from 'react';
import { PageSection, type PageSectionProps } from '../page-section/page-section';
import { Heading } from '../../components/heading';
import { type SectionItem } from '../shared';

export interface AboutIntroProps extends Omit<PageSectionProps, 'children'> {
  /** Paragraphs under the heading, e.g. what Causal Cooperative Networks are. */
  body?: ReactNode;
  /** The cooperating parts, e.g. Explainer, Reasoner and Producer; shown as a connected column beside the text. */
  pillars?: SectionItem[];
}

/** About: the company's core idea (Causal Cooperative Networks) with its cooperating parts beside the text. */
export function AboutIntro({
  body,
  pillars = [],
  headingLevel = 2,
  containerClassName,
  ...rest
}: AboutIntroProps) {
  return (
    <PageSection
      data-section="about-intro"
      headingLevel={headingLevel}
      containerClassName={containerClassName}
      {...rest}
    >
      <div
        className={pillars.length > 0 ? 'grid items-start gap-10 ds-lg:grid-cols-2 ds-lg:gap-16' : undefined}
      >
        {body ? (
          <div className="flex max-w-3xl flex-col gap-4 text-base leading-relaxed text-ds-muted ds-md:text-lg [&_strong]:text-ds-foreground">
            {body}
          </div>
        ) : null}
        {pillars.length > 0 ? (
          <ol className="flex flex-col">
            {pillars.map((pillar, index) => (
              <li key={pillar.id ?? pillar.title} data-slot="about-pillar" className="flex gap-4">
                <div aria-hidden="true" className="flex flex-col items-center">
                  <span
                    data-accent=""
                    className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border-2 border-ds-primary bg-ds-background text-ds-primary-strong ds-dark:text-ds-info [&_svg]:size-5"
                  >
                    {pillar.icon}
                  </span>
                  {index < pillars.length - 1 ? <span className="w-0.5 flex-1 bg-ds-primary/40" /> : null}
                </div>
                <div
                  className={index < pillars.length - 1 ? 'flex flex-col gap-1 pb-8' : 'flex flex-col gap-1'}
                >
                  <Heading level={headingLevel + 1} size="xs" className="pt-2">
                    {pillar.title}
                  </Heading>
                  {pillar.description ? (
                    <div className="text-base leading-relaxed text-ds-muted">{pillar.description}</div>
                  ) : null}
                </div>
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </PageSection>
  );
}
