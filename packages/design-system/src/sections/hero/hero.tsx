import { cva, type VariantProps } from 'class-variance-authority';
import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Container } from '../../components/container/container';
import { pageSectionVariants } from '../page-section/page-section';
import { Heading, type HeadingLevel } from '../../components/heading';

export const heroVariants = cva('relative overflow-hidden', {
  variants: {
    /** The band: `default`, `alternate` (pale blue) or `brand` (dark navy). */
    tone: {
      default: pageSectionVariants({ tone: 'default', spacing: 'none' }),
      alternate: pageSectionVariants({ tone: 'alternate', spacing: 'none' }),
      /** The dark navy brand band; pair it with `Button variant="light"` actions. */
      brand: pageSectionVariants({ tone: 'brand', spacing: 'none' }),
    },
  },
  defaultVariants: { tone: 'default' },
});

export interface HeroProps
  extends Omit<ComponentProps<'section'>, 'title'>, VariantProps<typeof heroVariants> {
  /** Short line above the headline, e.g. "Remote reinforcement learning". */
  tagline?: ReactNode;
  /** The page's main message. */
  headline: ReactNode;
  /** One or two sentences under the headline. */
  description?: ReactNode;
  /** Calls to action, usually one or two `Button`s (links through `asChild`). */
  actions?: ReactNode;
  /** Picture beside the text on wide screens, under it on narrow ones; give images alt text. */
  illustration?: ReactNode;
  /** Heading level of the headline; 1 on a page's first section. */
  headingLevel?: HeadingLevel;
}

/** The opening band of a marketing page: tagline, headline, description, actions and an optional picture. */
export function Hero({
  tagline,
  headline,
  description,
  actions,
  illustration,
  headingLevel = 1,
  tone,
  className,
  ...rest
}: HeroProps) {
  const headlineId = useId();
  const hasIllustration = illustration !== undefined && illustration !== null;
  return (
    <section
      data-slot="hero"
      data-tone={tone ?? 'default'}
      aria-labelledby={headlineId}
      className={cn(heroVariants({ tone }), className)}
      {...rest}
    >
      <Container
        className={cn(
          'grid items-center gap-10 py-16 ds-md:py-24',
          hasIllustration && 'ds-lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] ds-lg:gap-16',
        )}
      >
        <div
          className={cn(
            'flex flex-col gap-6',
            hasIllustration ? 'items-start text-start' : 'mx-auto max-w-3xl items-center text-center',
          )}
        >
          {tagline ? (
            <p
              data-slot="section-eyebrow"
              data-accent=""
              className="text-sm font-semibold tracking-wide text-ds-primary-strong uppercase ds-dark:text-ds-info"
            >
              {tagline}
            </p>
          ) : null}
          <Heading level={headingLevel} id={headlineId} size="xl">
            {headline}
          </Heading>
          {description ? (
            <div className="max-w-2xl text-lg leading-relaxed text-pretty text-ds-muted">{description}</div>
          ) : null}
          {actions ? (
            <div data-slot="hero-actions" className="flex flex-wrap items-center gap-3 pt-2">
              {actions}
            </div>
          ) : null}
        </div>
        {hasIllustration ? (
          <div data-slot="hero-illustration" className="flex justify-center ds-lg:justify-end">
            {illustration}
          </div>
        ) : null}
      </Container>
    </section>
  );
}
