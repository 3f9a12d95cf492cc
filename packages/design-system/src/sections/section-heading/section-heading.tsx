import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Heading, type HeadingLevel } from '../../components/heading';

export const sectionHeadingVariants = cva('flex flex-col gap-3', {
  variants: {
    align: {
      start: 'items-start text-start',
      center: 'mx-auto items-center text-center',
    },
  },
  defaultVariants: { align: 'start' },
});

export const sectionTitleVariants = cva('font-semibold tracking-tight text-balance text-ds-foreground', {
  variants: {
    size: {
      xl: 'text-4xl leading-tight ds-md:text-5xl',
      lg: 'text-3xl leading-tight ds-md:text-4xl',
      md: 'text-2xl leading-snug ds-md:text-3xl',
      sm: 'text-xl leading-snug',
    },
  },
  defaultVariants: { size: 'lg' },
});

type TitleSize = NonNullable<VariantProps<typeof sectionTitleVariants>['size']>;

const sizeForLevel: Record<HeadingLevel, TitleSize> = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'sm' };

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
  size?: TitleSize;
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
      <Heading
        level={level}
        id={titleId}
        className={sectionTitleVariants({ size: size ?? sizeForLevel[level] })}
      >
        {title}
      </Heading>
      {description ? (
        <div className="text-base leading-relaxed text-pretty text-ds-muted ds-md:text-lg">{description}</div>
      ) : null}
    </div>
  );
}
