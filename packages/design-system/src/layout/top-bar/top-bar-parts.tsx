'use client';

import { Slot } from '@radix-ui/react-slot';
import type { MouseEvent } from 'react';
import { cn } from '../../lib/cn';
import type { UiMessages } from '../../locale';
import type { RenderLink } from '../../components/render-link';
import { Button } from '../../components/button/button';

/** One page link of the top bar, drawer or footer. */
export interface PageLink {
  /** Visible label. */
  title: string;
  /** Target path (in-app) or address. */
  href: string;
}

/** Every visible string of the top bar and its drawer. */
export interface TopBarLabels {
  logIn: string;
  logOut: string;
  myDashboard: string;
  /** Accessible name of the menu button on narrow screens. */
  openMenu: string;
  /** Accessible name of the drawer's close button. */
  closeMenu: string;
  /** The drawer's title. */
  menu: string;
  /** Accessible name of the page-link navigation. */
  navigation: string;
  /** The skip link that jumps past the bar to the main content. */
  skipToContent: string;
}

/** The top bar's strings in the active locale's built-in wording. */
export function builtInTopBarLabels(messages: UiMessages): TopBarLabels {
  return {
    logIn: messages.logIn,
    logOut: messages.logOut,
    myDashboard: messages.myDashboard,
    openMenu: messages.openMenu,
    closeMenu: messages.closeMenu,
    menu: messages.menu,
    navigation: messages.mainNavigation,
    skipToContent: messages.skipToContent,
  };
}

interface NavLinkListProps {
  links: readonly PageLink[];
  currentHref?: string;
  renderLink: RenderLink;
  label: string;
  orientation: 'horizontal' | 'vertical';
  className?: string;
}

/** The page links, in a `<nav>` list; the current page carries `aria-current="page"`. */
export function NavLinkList({
  links,
  currentHref,
  renderLink,
  label,
  orientation,
  className,
}: NavLinkListProps) {
  const horizontal = orientation === 'horizontal';
  return (
    <nav aria-label={label} data-slot="top-bar-nav" className={className}>
      <ul className={cn('flex', horizontal ? 'items-center gap-1' : 'flex-col gap-1')}>
        {links.map((link) => (
          <li key={link.href}>
            {/* Slot puts aria-current on whatever element renderLink returns, router link or anchor. */}
            <Slot aria-current={link.href === currentHref ? 'page' : undefined}>
              {renderLink({
                href: link.href,
                children: link.title,
                className: cn(
                  'block rounded-ds-button font-medium text-ds-foreground transition-colors hover:bg-ds-foreground/8',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ds-focus',
                  'aria-[current=page]:text-ds-primary-strong aria-[current=page]:underline aria-[current=page]:underline-offset-8',
                  'ds-dark:aria-[current=page]:text-ds-primary',
                  horizontal ? 'px-3 py-2 text-[0.9375rem]' : 'px-3 py-2.5 text-base',
                ),
              })}
            </Slot>
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface SessionActionsProps {
  /** `undefined`: not known while rendering (see `TopBarProps.signedIn`). */
  signedIn: boolean | undefined;
  loginHref: string;
  dashboardHref: string;
  onLogOut?: () => void;
  renderLink: RenderLink;
  labels: TopBarLabels;
  /** Stacked full-width buttons in the drawer, a row in the bar. */
  stacked?: boolean;
}

/**
 * "Log in" when signed out; "Log out" and "My Dashboard" when signed in. When the session is
 * not known while rendering (a page rendered at build time), both are rendered and the
 * document's `data-session` attribute shows one, so the first paint is already right.
 */
export function SessionActions({
  signedIn,
  loginHref,
  dashboardHref,
  onLogOut,
  renderLink,
  labels,
  stacked = false,
}: SessionActionsProps) {
  const size = stacked ? 'md' : 'sm';
  const signedInActions = (
    <>
      <Button variant="outlined" size={size} fullWidth={stacked} onClick={onLogOut}>
        {labels.logOut}
      </Button>
      <Button asChild size={size} fullWidth={stacked}>
        {renderLink({ href: dashboardHref, children: labels.myDashboard })}
      </Button>
    </>
  );
  const signedOutActions = (
    <Button asChild variant="outlined" size={size} fullWidth={stacked}>
      {renderLink({ href: loginHref, children: labels.logIn })}
    </Button>
  );
  const layout = cn('flex gap-2', stacked ? 'flex-col gap-3' : 'items-center');
  if (signedIn === undefined) {
    return (
      <div data-slot="top-bar-session" data-signed-in="unknown" className="contents">
        <div className={cn(layout, 'in-data-[session=signed-in]:hidden')}>{signedOutActions}</div>
        <div className={cn(layout, 'hidden in-data-[session=signed-in]:flex')}>{signedInActions}</div>
      </div>
    );
  }
  return (
    <div data-slot="top-bar-session" data-signed-in={signedIn} className={layout}>
      {signedIn ? signedInActions : signedOutActions}
    </div>
  );
}

/**
 * Jumps past the bar to the page's main element. Focus is moved directly rather than left to
 * the fragment navigation: with a `<base href>` or a hash router, `#main-content` would load
 * another URL instead.
 */
export function SkipLink({ targetId, label }: { targetId: string; label: string }) {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
  };
  return (
    <a
      href={`#${targetId}`}
      onClick={skip}
      className={cn(
        'sr-only rounded-ds-button bg-ds-primary-strong px-4 py-2 font-medium text-ds-primary-foreground',
        'focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50',
      )}
    >
      {label}
    </a>
  );
}
