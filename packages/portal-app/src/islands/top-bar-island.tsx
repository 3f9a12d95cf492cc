import {
  LanguageSwitch,
  LocaleProvider,
  ThemeProvider,
  ThemeToggle,
  toast,
  TopBar,
  type PageLink,
} from '@ccnets/design-system';
import { useEffect, useRef } from 'react';
import { isLanguage, LANGUAGE_STORAGE_KEY, type Language } from '../i18n/languages';
import { BrandLogo } from '../layouts/brand-logo';
import { useAccount } from '../account';
import { rememberOpenMenu, reopenMenu } from './menu-across-pages';

/** Everything the top bar shows, as plain data (the HTML serializes it): hrefs already localized. */
export interface TopBarIslandProps {
  language: Language;
  homeHref: string;
  homeLabel: string;
  links: PageLink[];
  /** The page's own path, marked current among `links`. */
  currentHref: string;
  loginHref: string;
  dashboardHref: string;
  /** Where "Log out" leads: the home page in the page's language (the spec's `/`). */
  loggedOutHref: string;
  logOutFailed: string;
  languages: { value: Language; label: string; href: string | null }[];
}

/** Keeps the choice for the next visit (page-init.js and the user area read it). */
function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // No storage (private mode): the twin still opens, in its URL's language.
  }
}

/**
 * The public top bar as an island: menu (the drawer loads on first use), theme and language
 * switches, and the signed-in "My Dashboard" / "Log out" look from the stored session. Its
 * links are plain document navigations to prerendered pages; the language switch opens the
 * page's twin; "Log out" signs out and opens the home page.
 */
export function TopBarIsland(props: TopBarIslandProps) {
  const session = useAccount();
  const header = useRef<HTMLElement>(null);
  // A language switch made in the menu on the page before opens the menu here too.
  useEffect(() => reopenMenu(header.current), []);
  const logOut = () => {
    // Loaded on use: it imports the session store and Firebase, off every page's first load.
    import('../auth/log-out')
      .then(({ logOut: signOut }) => signOut())
      .then(
        () => window.location.assign(props.loggedOutHref),
        (error: unknown) => {
          console.error('Logout failed.', error);
          toast.error(props.logOutFailed);
        },
      );
  };
  const preferences = (
    <>
      <LanguageSwitch
        value={props.language}
        onValueChange={(value) => {
          const target = props.languages.find((option) => option.value === value);
          if (!target || !isLanguage(value)) return;
          storeLanguage(value);
          if (!target.href) return;
          rememberOpenMenu(header.current);
          window.location.assign(`${target.href}${window.location.search}${window.location.hash}`);
        }}
        options={props.languages.map(({ value, label }) => ({ value, label, lang: value }))}
      />
      <ThemeToggle />
    </>
  );
  return (
    <LocaleProvider locale={props.language}>
      <ThemeProvider>
        <TopBar
          ref={header}
          logo={<BrandLogo />}
          homeHref={props.homeHref}
          homeLabel={props.homeLabel}
          links={props.links}
          currentHref={props.currentHref}
          // Unknown (during hydration, while a stored session loads): the top bar renders both looks.
          signedIn={session === 'unknown' ? undefined : session !== 'signed-out'}
          loginHref={props.loginHref}
          dashboardHref={props.dashboardHref}
          onLogOut={logOut}
          preferences={preferences}
          // The bar itself goes live at idle (islands-entry.tsx); its drawer's code follows, so
          // a phone's first tap on the menu opens it at once.
          drawerLoading="idle"
        />
      </ThemeProvider>
    </LocaleProvider>
  );
}
