'use client';

import { Slot } from '@radix-ui/react-slot';
import { Menu } from '../../icons';
import { lazy, Suspense, useEffect, useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { whenIdle } from '../../lib/when-idle';
import { breakpoints } from '../../tokens';
import { useUiMessages } from '../../locale';
import { renderAnchorLink, type RenderLink } from '../../components/render-link';
import { IconButton } from '../../components/icon-button/icon-button';
import {
  builtInTopBarLabels,
  NavLinkList,
  SessionActions,
  SkipLink,
  type PageLink,
  type TopBarLabels,
} from './top-bar-parts';

/**
 * The drawer is a Radix dialog (focus trap, scroll lock, dismissable layer: about 11 KB gzip)
 * that most visitors never open, so it loads when the menu button is first pointed at, focused
 * or pressed, not with the page.
 */
const loadDrawer = () => import('../../components/drawer/drawer');
const Drawer = lazy(() => loadDrawer().then((module) => ({ default: module.Drawer })));

/** The `md` breakpoint (the tokens'), from which the page links sit in the bar instead of the drawer. */
const WIDE_SCREEN_QUERY = `(min-width: ${breakpoints.md}px)`;

export interface TopBarProps extends Omit<ComponentProps<'header'>, 'children'> {
  /** The logo (image or wordmark), shown inside the link home. */
  logo: ReactNode;
  /** Where the logo leads; the site's root by default. */
  homeHref?: string;
  /** Accessible name of the logo link, needed when the logo is an image without text. */
  homeLabel?: string;
  /** Page links, shown in the bar from `md` (768 px) up and in the drawer below. */
  links: readonly PageLink[];
  /** The current path; the matching link is marked `aria-current="page"`. */
  currentHref?: string;
  /**
   * Signed in: "Log out" and "My Dashboard"; signed out: "Log in". `undefined` when the session
   * cannot be known while rendering (HTML rendered at build time, and its hydration): both are
   * rendered and `<html data-session="signed-in">`, which the app sets before the first paint
   * from its stored session, shows the signed-in pair; without it "Log in" shows.
   */
  signedIn: boolean | undefined;
  /** Target of "Log in" (the app's own route). */
  loginHref: string;
  /** Target of "My Dashboard" (the app's own route). */
  dashboardHref: string;
  /** Called when "Log out" is chosen. */
  onLogOut?: () => void;
  /** Theme toggle, language switch and similar controls, shown in the bar and in the drawer. */
  preferences?: ReactNode;
  /** Renders in-app links (e.g. with the app's router); a plain `<a>` by default. */
  renderLink?: RenderLink;
  /** Visible strings; the locale's built-in wording by default. */
  labels?: Partial<TopBarLabels>;
  /** Scroll distance in px past which the bar gains its shadow and border. */
  elevationThreshold?: number;
  /** Id of the page's main element, the target of the skip link; `null` leaves the skip link out. */
  mainContentId?: string | null;
  /** The edge the narrow-screen drawer slides in from. */
  drawerSide?: 'left' | 'right';
  /**
   * When the drawer's code loads on a narrow screen: `'intent'` (the default) when the menu
   * button is first pointed at, focused or pressed; `'idle'` also once the browser is idle after
   * the bar mounts, so that the first tap on a phone (which points at the button only as it
   * presses it) opens the menu at once. For sites whose menu is most visitors' way around.
   */
  drawerLoading?: 'intent' | 'idle';
}

/**
 * The fixed public top bar. It lies flat at the top of the page and gains a shadow and a
 * border once the window has scrolled past `elevationThreshold` (38 px by default).
 */
export function TopBar({
  logo,
  homeHref = '/',
  homeLabel,
  links,
  currentHref,
  signedIn,
  loginHref,
  dashboardHref,
  onLogOut,
  preferences,
  renderLink = renderAnchorLink,
  labels: labelOverrides,
  elevationThreshold = 38,
  mainContentId = 'main-content',
  drawerSide = 'right',
  drawerLoading = 'intent',
  className,
  ...rest
}: TopBarProps) {
  const labels = { ...builtInTopBarLabels(useUiMessages()), ...labelOverrides };
  const elevated = useScrolledPast(elevationThreshold);
  const [menuOpen, setMenuOpen] = useState(false);
  // Once true, the drawer stays mounted (closed or open), so it loads only once.
  const [menuWanted, setMenuWanted] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);

  // The menu button disappears at md; a drawer left open would otherwise trap focus with no way back.
  useEffect(() => {
    const wide = window.matchMedia(WIDE_SCREEN_QUERY);
    const closeWhenWide = () => {
      if (wide.matches) setMenuOpen(false);
    };
    wide.addEventListener('change', closeWhenWide);
    return () => wide.removeEventListener('change', closeWhenWide);
  }, []);

  // Mounted closed at idle, the drawer's code is loaded and its lazy component resolved before
  // the first press: that press only opens it. Not on a wide screen, where there is no menu.
  useEffect(() => {
    if (drawerLoading !== 'idle' || window.matchMedia(WIDE_SCREEN_QUERY).matches) return;
    return whenIdle(() => setMenuWanted(true));
  }, [drawerLoading]);

  const logOut = () => {
    setMenuOpen(false);
    onLogOut?.();
  };
  const session = { signedIn, loginHref, dashboardHref, onLogOut: logOut, renderLink, labels };

  return (
    <header
      data-slot="top-bar"
      data-elevated={elevated}
      className={cn(
        'fixed inset-x-0 top-0 z-40 h-16 border-b border-transparent bg-ds-background text-ds-foreground',
        'transition-[box-shadow,border-color] duration-200',
        'data-[elevated=true]:border-ds-border data-[elevated=true]:shadow-ds-elevated',
        className,
      )}
      {...rest}
    >
      {mainContentId !== null ? <SkipLink targetId={mainContentId} label={labels.skipToContent} /> : null}
      <div className="mx-auto flex h-full w-full items-center gap-4 px-4 ds-md:px-6 ds-xl:max-w-ds-page-xl">
        <Slot aria-label={homeLabel}>
          {renderLink({
            href: homeHref,
            className:
              'flex shrink-0 items-center rounded-ds-button focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ds-focus',
            children: logo,
          })}
        </Slot>
        <NavLinkList
          links={links}
          currentHref={currentHref}
          renderLink={renderLink}
          label={labels.navigation}
          orientation="horizontal"
          className="ml-4 hidden ds-md:block"
        />
        <div className="ml-auto hidden items-center gap-2 ds-md:flex">
          {preferences}
          <SessionActions {...session} />
        </div>
        <IconButton
          ref={menuButtonRef}
          label={labels.openMenu}
          icon={<Menu />}
          variant="ghost"
          className="ml-auto ds-md:hidden"
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onPointerEnter={() => void loadDrawer()}
          onFocus={() => void loadDrawer()}
          onClick={() => {
            setMenuWanted(true);
            setMenuOpen(true);
          }}
        />
        {menuWanted ? (
          <Suspense fallback={null}>
            <Drawer
              open={menuOpen}
              onOpenChange={setMenuOpen}
              side={drawerSide}
              title={labels.menu}
              closeLabel={labels.closeMenu}
              // The button is not the dialog's own trigger (it exists before the drawer loads),
              // so focus is brought back to it here.
              onCloseAutoFocus={(event) => {
                event.preventDefault();
                menuButtonRef.current?.focus();
              }}
            >
              <div className="flex flex-col gap-6">
                <NavLinkList
                  links={links}
                  currentHref={currentHref}
                  renderLink={renderLink}
                  label={labels.navigation}
                  orientation="vertical"
                />
                <SessionActions {...session} stacked />
                {preferences ? <div className="flex flex-wrap items-center gap-3">{preferences}</div> : null}
              </div>
            </Drawer>
          </Suspense>
        ) : null}
      </div>
    </header>
  );
}

/** True once the window has scrolled more than `threshold` pixels from the top. */
function useScrolledPast(threshold: number): boolean {
  // Starts unscrolled, as on the server, so hydration matches; the effect reads the real offset.
  const [scrolledPast, setScrolledPast] = useState(false);

  useEffect(() => {
    const update = () => setScrolledPast(window.scrollY > threshold);
    // The page may already be scrolled (a reload restores the position) before the first event.
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);

  return scrolledPast;
}
