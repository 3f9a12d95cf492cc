import type { ComponentProps, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { RenderLink } from '../../components/render-link';
import { Footer, type FooterProps } from '../footer/footer';
import { TopBar, type TopBarProps } from '../top-bar/top-bar';

export interface PublicLayoutProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The top bar's props (logo, links, session state, preferences, labels). */
  topBar: Omit<TopBarProps, 'renderLink' | 'mainContentId'>;
  /** The footer's props (copyright, company links, Terms, optional long variant). */
  footer: Omit<FooterProps, 'renderLink'>;
  /** Renders in-app links of the top bar, drawer and footer (e.g. with the app's router). */
  renderLink?: RenderLink;
  /** The page. */
  children: ReactNode;
  /** The app's toast region (provider viewport), placed after the footer. */
  toasts?: ReactNode;
  /** Id of the `<main>` element, the skip link's target. */
  mainId?: string;
  /** Extra classes for the `<main>` element. */
  mainClassName?: string;
}

/**
 * The frame of every marketing page: the fixed top bar, the page in `<main>` (padded by the
 * bar's 64 px height so nothing starts underneath it), the footer and the toast region.
 */
export function PublicLayout({
  topBar,
  footer,
  renderLink,
  children,
  toasts,
  mainId = 'main-content',
  mainClassName,
  className,
  ...rest
}: PublicLayoutProps) {
  return (
    <div
      data-slot="public-layout"
      className={cn('flex min-h-dvh flex-col bg-ds-background text-ds-foreground', className)}
      {...rest}
    >
      <TopBar {...topBar} renderLink={renderLink} mainContentId={mainId} />
      {/*
       * tabIndex -1 lets the skip link move focus here. Elements with an id get a scroll margin
       * so that in-page links do not land under the fixed bar.
       */}
      <main
        id={mainId}
        tabIndex={-1}
        className={cn('flex-1 pt-16 outline-none [&_[id]]:scroll-mt-20', mainClassName)}
      >
        {children}
      </main>
      <Footer {...footer} renderLink={renderLink} />
      {toasts}
    </div>
  );
}
