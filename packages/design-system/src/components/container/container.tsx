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
        'mx-auto w-full px-4 md:px-6',
        'sm:max-w-page-sm md:max-w-page-md lg:max-w-page-lg xl:max-w-page-xl',
        className,
      )}
      {...rest}
    />
  );
}
