import type { ReactNode } from 'react';
import { PageSection, type PageSectionProps } from '../page-section/page-section';
import { Heading } from '../../components/heading';

export interface StoryMilestone {
  /** When, as shown, e.g. "2023". */
  when: string;
  /** What happened. */
  title: string;
  /** A sentence more. */
  description?: ReactNode;
}

export interface OurStoryProps extends Omit<PageSectionProps, 'children'> {
  /** The story, as paragraphs. */
  body?: ReactNode;
  /** Milestones in time order; shown as a timeline beside the story on wide screens. */
  milestones?: StoryMilestone[];
}

/** "Our Story": the company's story in a few paragraphs with an optional timeline of milestones. */
export function OurStory({
  body,
  milestones = [],
  headingLevel = 2,
  tone = 'surface',
  ...rest
}: OurStoryProps) {
  return (
    <PageSection data-section="our-story" headingLevel={headingLevel} tone={tone} {...rest}>
      <div
        className={
          milestones.length > 0 ? 'grid items-start gap-10 ds-lg:grid-cols-[3fr_2fr] ds-lg:gap-16' : undefined
        }
      >
        {body ? (
          <div className="flex max-w-3xl flex-col gap-4 text-base leading-relaxed text-ds-muted ds-md:text-lg">
            {body}
          </div>
        ) : null}
        {milestones.length > 0 ? (
          <ol className="flex flex-col gap-6 border-s-2 border-ds-primary/40 ps-6">
            {milestones.map((milestone) => (
              <li
                key={`${milestone.when}-${milestone.title}`}
                data-slot="story-milestone"
                className="relative flex flex-col gap-1"
              >
                <span
                  aria-hidden="true"
                  className="absolute top-1.5 -left-[calc(1.5rem+7px)] size-3 rounded-full border-2 border-ds-primary bg-ds-background"
                />
                <p
                  data-accent=""
                  className="font-ds-mono text-sm font-semibold text-ds-primary-strong ds-dark:text-ds-info"
                >
                  {milestone.when}
                </p>
                <Heading level={headingLevel + 1} size="xs">
                  {milestone.title}
                </Heading>
                {milestone.description ? (
                  <div className="text-sm leading-relaxed text-ds-muted">{milestone.description}</div>
                ) : null}
              </li>
            ))}
          </ol>
        ) : null}
      </div>
    </PageSection>
  );
}
