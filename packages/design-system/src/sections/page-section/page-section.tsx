import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Container } from '../../components/container/container';
import { SectionHeading, type SectionHeadingProps } from '../section-heading/section-heading';
import type { HeadingLevel } from '../../components/heading';

/**
 * The band a section sits on. `brand` is the dark navy band: it re-points the text, muted,
 * border and raised-surface tokens for everything inside, so children need no special case.
 */
export const pageSectionVariants = cva('w-full', {
  variants: {
    /** The band: `default` (page background), `surface`, `alternate` (pale blue) or `brand` (dark navy). */
    tone: {
      default: 'bg-ds-background text-ds-foreground',
      surface: 'bg-ds-surface text-ds-foreground',
      // In dark mode the pale-blue band is a lighter navy, where the brand blue as text drops under 4.5:1.
      alternate:
        'bg-ds-alternate text-ds-alternate-foreground [--rrl-foreground:var(--rrl-alternate-foreground)] ds-dark:[--rrl-primary:var(--rrl-info)]',
      brand: [
        'bg-ds-secondary text-ds-secondary-foreground',
        // Muted text and accents (elements marked `data-accent`) need lighter shades to keep 4.5:1 on
        // navy, and the focus ring one that keeps 3:1 (the page's is 2.9:1 there): the secondary-* tokens.
        '[--rrl-foreground:var(--rrl-secondary-foreground)] [--rrl-muted:var(--rrl-secondary-muted)]',
        '[--rrl-border:var(--rrl-secondary-border)] [--rrl-surface-raised:var(--rrl-secondary-surface-raised)]',
        '[--rrl-focus:var(--rrl-secondary-accent)] [&_[data-accent]]:text-ds-secondary-accent',
      ],
    },
    /** Vertical padding: `none`, `md`, or `lg` (the default). */
    spacing: {
      none: '',
      md: 'py-12 ds-md:py-16',
      lg: 'py-16 ds-md:py-24',
    },
  },
  defaultVariants: { tone: 'default', spacing: 'lg' },
});

/** The heading fields every section accepts; all optional so a section can also go without one. */
export interface SectionHeadingFields {
  /** Short label above the section title. */
  eyebrow?: ReactNode;
  /** The section title; when given, the section is a landmark labelled by it. */
  title?: ReactNode;
  /** Paragraph under the title. */
  description?: ReactNode;
  /** Heading level of the title; item titles inside use the next level. */
  headingLevel?: HeadingLevel;
  /** Alignment of the heading block. */
  align?: SectionHeadingProps['align'];
}

export interface PageSectionProps
  extends
    Omit<ComponentProps<'section'>, 'title'>,
    SectionHeadingFields,
    VariantProps<typeof pageSectionVariants> {
  /** Content under the heading. */
  children?: ReactNode;
  /** Classes for the inner page-width container. */
  containerClassName?: string;
}

/** A full-width band with a centred page container, an optional heading and the section's content. */
export function PageSection({
  eyebrow,
  title,
  description,
  headingLevel = 2,
  align,
  tone,
  spacing,
  className,
  containerClassName,
  children,
  ...rest
}: PageSectionProps) {
  const titleId = useId();
  const hasHeading = title !== undefined && title !== null && title !== '';
  return (
    <section
      data-slot="page-section"
      data-tone={tone ?? 'default'}
      aria-labelledby={hasHeading ? titleId : undefined}
      className={cn(pageSectionVariants({ tone, spacing }), className)}
      {...rest}
    >
      <Container className={cn('flex flex-col gap-10 ds-md:gap-12', containerClassName)}>
        {hasHeading ? (
          <SectionHeading
            eyebrow={eyebrow}
            title={title}
            description={description}
            level={headingLevel}
            align={align}
            titleId={titleId}
          />
        ) : null}
        {children}
      </Container>
    </section>
  );
}
