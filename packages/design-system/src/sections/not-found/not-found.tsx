import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Container } from '../../components/container/container';
import { NotFoundContent, type NotFoundContentProps } from './not-found-content';

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
      className={cn('flex min-h-[60vh] items-center py-16 md:py-24', sectionClassName)}
      {...restSection}
    >
      <Container>
        <NotFoundContent {...contentProps} titleId={titleId} align="center" />
      </Container>
    </section>
  );
}
