import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { NotFoundContent, type NotFoundContentProps } from '../not-found/not-found';
import { NotFoundIllustration } from './not-found-illustration';

export interface NotFoundCoverProps extends NotFoundContentProps {
  /** The picture on the right; defaults to the built-in illustration. */
  illustration?: ReactNode;
  /** Text alternative of the built-in illustration; an empty string marks it decorative. */
  illustrationTitle?: string;
  /** Props for the surrounding `<section>`. */
  sectionProps?: Omit<ComponentProps<'section'>, 'children'>;
}

/**
 * The split not-found page ("cover"): the message on one side, a picture on a tinted panel on
 * the other. Side by side from md up, stacked (text first) below. Fills the viewport's height.
 */
export function NotFoundCover({
  illustration,
  illustrationTitle = 'A robot holding an unplugged cable next to an empty page',
  sectionProps,
  ...contentProps
}: NotFoundCoverProps) {
  const titleId = useId();
  const { className: sectionClassName, ...restSection } = sectionProps ?? {};
  return (
    <section
      data-slot="not-found-cover"
      aria-labelledby={titleId}
      className={cn('grid min-h-svh bg-ds-background ds-md:grid-cols-2', sectionClassName)}
      {...restSection}
    >
      <div className="flex items-center px-6 py-16 ds-md:px-12 ds-lg:px-20">
        <NotFoundContent {...contentProps} titleId={titleId} align="start" />
      </div>
      <div
        data-slot="not-found-cover-media"
        className="flex items-center justify-center bg-ds-alternate px-6 py-12 ds-md:px-12"
      >
        {illustration ?? <NotFoundIllustration title={illustrationTitle} />}
      </div>
    </section>
  );
}
