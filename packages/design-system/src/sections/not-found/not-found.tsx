import { ArrowLeft } from '../../icons';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../../components/button/button';
import { Container } from '../../components/container/container';
import { Link } from '../../components/link/link';
import { Heading, type HeadingLevel } from '../../components/heading';
import { renderAnchorLink, type RenderLink } from '../../components/render-link';

/** The sentence with the "tell us" link, split around the link so translations can move it. */
export interface NotFoundReport {
  /** Text before the link, e.g. "If you think this is a problem with us, please ". */
  before?: string;
  /** The link text, e.g. "tell us". */
  linkLabel: string;
  /** Text after the link, e.g. ".". */
  after?: string;
  /** Where the link goes, e.g. the contact page. */
  href: string;
}

export interface NotFoundContentProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** Large status line above the message; decorative. */
  code?: string;
  /** The message, the page's heading. */
  message?: string;
  /** The "tell us" sentence; pass `null` to leave it out. */
  report?: NotFoundReport | null;
  /** Label of the button back to the home page. */
  homeLabel?: string;
  /** Address of the home page. */
  homeHref?: string;
  /** Router seam for the two in-app links. */
  renderLink?: RenderLink;
  /** Heading level of the message. */
  headingLevel?: HeadingLevel;
  /** Centred for the plain page, start-aligned for the split cover. */
  align?: 'center' | 'start';
  /** Id for the message heading, so a surrounding landmark can be labelled by it. */
  titleId?: string;
}

export const defaultNotFoundReport: NotFoundReport = {
  before: 'If you think this is a problem with us, please ',
  linkLabel: 'tell us',
  after: '.',
  href: '/contact',
};

/** The text of a not-found page: code, message, the "tell us" sentence and a Back home button. */
export function NotFoundContent({
  code = '404',
  message = 'Oops! Looks like you followed a bad link.',
  report = defaultNotFoundReport,
  homeLabel = 'Back home',
  homeHref = '/',
  renderLink = renderAnchorLink,
  headingLevel = 1,
  align = 'center',
  titleId,
  className,
  ...rest
}: NotFoundContentProps) {
  const centred = align === 'center';
  return (
    <div
      data-slot="not-found-content"
      className={cn(
        'flex max-w-xl flex-col gap-5',
        centred ? 'mx-auto items-center text-center' : 'items-start',
        className,
      )}
      {...rest}
    >
      {code ? (
        <p
          aria-hidden="true"
          data-accent=""
          className="font-ds-mono text-6xl leading-none font-bold tracking-tight text-ds-primary-strong ds-md:text-7xl ds-dark:text-ds-info"
        >
          {code}
        </p>
      ) : null}
      <Heading level={headingLevel} id={titleId} size="md">
        {message}
      </Heading>
      {report ? (
        <p className="text-base leading-relaxed text-ds-muted">
          {report.before}
          <Link asChild>{renderLink({ href: report.href, children: report.linkLabel })}</Link>
          {report.after}
        </p>
      ) : null}
      <Button asChild size="lg" className="mt-2">
        {renderLink({
          href: homeHref,
          children: (
            <>
              <ArrowLeft aria-hidden="true" className="size-4" />
              {homeLabel}
            </>
          ),
        })}
      </Button>
    </div>
  );
}

export interface NotFoundProps extends NotFoundContentProps {
  /** Props for the surrounding `<section>`. */
  sectionProps?: Omit<ComponentProps<'section'>, 'children'>;
}

/**
 * The plain not-found page body: the message centred in the viewport's remaining height,
 * for use inside the public layout (top bar and footer stay).
 */
export function NotFound({ sectionProps, ...contentProps }: NotFoundProps) {
  const titleId = useId();
  const { className: sectionClassName, ...restSection } = sectionProps ?? {};
  return (
    <section
      data-slot="not-found"
      aria-labelledby={titleId}
      className={cn('flex min-h-[60vh] items-center py-16 ds-md:py-24', sectionClassName)}
      {...restSection}
    >
      <Container>
        <NotFoundContent {...contentProps} titleId={titleId} align="center" />
      </Container>
    </section>
  );
}
