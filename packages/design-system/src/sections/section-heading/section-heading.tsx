import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Heading, headingVariants, type HeadingLevel, type HeadingSize } from '../../components/heading';

export const sectionHeadingVariants = cva('flex flex-col gap-3', {
  variants: {
    /** `start` (the default) or `center`, which also centres the block. */
    align: {
      start: 'items-start text-start',
      center: 'mx-auto items-center text-center',
    },
  },
  defaultVariants: { align: 'start' },
});

/** @deprecated The section titles' scale is `Heading`'s own: use `headingVariants`. */
export const sectionTitleVariants = headingVariants;

export interface SectionHeadingProps
  extends Omit<ComponentProps<'div'>, 'title'>, VariantProps<typeof sectionHeadingVariants> {
  /** Short label above the title, e.g. "Why RemoteRL?". */
  eyebrow?: ReactNode;
  /** The heading text. */
  title: ReactNode;
  /** Supporting paragraph under the title. */
  description?: ReactNode;
  /** The heading level that fits the page outline (h1 once per page). */
  level?: HeadingLevel;
  /** Visual size; follows `level` unless set. */
  size?: HeadingSize;
  /** Id of the heading element, so a surrounding `<section>` can be labelled by it. */
  titleId?: string;
}

/** Eyebrow, title and description of a page section, with the heading level chosen by the page. */
export function SectionHeading({
  eyebrow,
  title,
  description,
  level = 2,
  size,
  align,
  titleId,
  className,
  ...rest
}: SectionHeadingProps) {
  return (
    <div
      data-slot="section-heading"
      data-align={align ?? 'start'}
      className={cn(sectionHeadingVariants({ align }), 'max-w-3xl', className)}
      {...rest}
    >
      {eyebrow ? (
        <p
          data-slot="section-eyebrow"
          data-accent=""
          className="text-sm font-semibold tracking-wide text-ds-primary-strong uppercase ds-dark:text-ds-info"
        >
          {eyebrow}
        </p>
      ) : null}
      <Heading level={level} id={titleId} size={size}>
        {title}
      </Heading>
      {description ? (
        <div className="text-base leading-relaxed text-pretty text-ds-muted ds-md:text-lg">{description}</div>
      ) : null}
    </div>
  );
}
