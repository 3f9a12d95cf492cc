import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export interface ContainerProps extends ComponentProps<'div'> {
  /** Render the single child element (for example `<main>` or `<section>`) as the container. */
  asChild?: boolean;
}

/** Centres page content and caps its width at 860, 1120, 1300 and 1400 px from sm, md, lg and xl. */
export function Container({ asChild = false, className, ...rest }: ContainerProps) {
  const Component = asChild ? Slot : 'div';
  return (
    <Component
      data-slot="container"
      className={cn(
        'mx-auto w-full px-4 ds-md:px-6',
        'ds-sm:max-w-ds-page-sm ds-md:max-w-ds-page-md ds-lg:max-w-ds-page-lg ds-xl:max-w-ds-page-xl',
        className,
      )}
      {...rest}
    />
  );
}
