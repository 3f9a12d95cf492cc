import { cn } from '@ccnets/design-system/cn';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppTree } from './app-tree';
import { currentLanguage, loadLanguage } from './i18n/i18n';
import { languageOfPath } from './i18n/localized-path';
import { storedLanguageTwin } from './i18n/stored-language-twin';
import { textAreasFor } from './i18n/text-areas';
import { arrivedPrerendered } from './prerendered-page';
import { installChunkErrorRecovery } from './routes/chunk-reload';
import { resolveLazyRoutes } from './routes/resolve-lazy-routes';
import { buildRoutes, createAppRouter } from './routes/router';
import { startAuthSyncWhenSignedIn } from './start-auth-sync';
import { accountStoredAtStart, loadAccount } from './account';
import { yieldToBrowser } from './yield-to-browser';
import './styles.css';

function findRoot(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('index.html must contain <div id="root">.');
  return element;
}
const rootElement = findRoot();

/**
 * Prerendered pages (the public site) arrive with their HTML and are hydrated; the SPA shell
 * (user area, payment pages, unknown paths) arrives with an empty root and is rendered.
 * A prerendered page speaks its URL's language; the shell's pages the stored or detected one.
 */
const prerendered = arrivedPrerendered();
// The dev server serves every path as the shell, without the hreflang links page-init.js follows:
// there a public page with a twin in the visitor's language is replaced by it before the router
// starts. A production build prerenders those pages, so `import.meta.env.DEV` leaves this out of
// its bundle (a shell page there is never a public page with twins).
const twin =
  import.meta.env.DEV && !prerendered
    ? storedLanguageTwin(window.location, localStorage, navigator.languages)
    : undefined;
if (twin) window.history.replaceState(window.history.state, '', twin);
const { pathname } = window.location;
const language = prerendered ? languageOfPath(pathname) : currentLanguage();

/**
 * Start-up runs as a row of short tasks with a yield between them (matching and loading the
 * page's code, creating the router, building the class merger, hydrating), so that a tap
 * during start-up waits for one step at most, never for the sum.
 */
async function start() {
  await yieldToBrowser();
  const routes = buildRoutes();
  // The page's code and its language's texts load in parallel, neither waits for the other.
  const [textsLoaded] = await Promise.allSettled([
    prerendered ? loadLanguage(language, textAreasFor(pathname)) : loadLanguage(language),
    prerendered ? resolveLazyRoutes(routes, pathname) : undefined,
  ]);
  // If the texts cannot be fetched (offline, stale deploy) the app still starts: the shell and
  // the error pages use the bundled common texts (in the page's language: both are bundled),
  // and the route error page offers a retry.
  if (textsLoaded.status === 'rejected')
    console.error('Could not load the interface texts.', textsLoaded.reason);

  await yieldToBrowser();
  // The design system's cn() builds tailwind-merge's class map on its first call, the largest
  // single piece of start-up work. Made here, in a task of its own, it is no longer inside
  // the first component render that needs it.
  cn();
  await yieldToBrowser();
  const router = createAppRouter(routes, { prerendered });
  installChunkErrorRecovery(() => {
    const target = router.state.navigation.location;
    return target ? `${target.pathname}${target.search}${target.hash}` : undefined;
  });
  await yieldToBrowser();
  const app = <AppTree router={<RouterProvider router={router} />} />;
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // holding the main thread for the whole page, so a tap during start-up is not kept waiting.
  if (prerendered) startTransition(() => void hydrateRoot(rootElement, app));
  else createRoot(rootElement).render(app);
}

// A stored account loads its store at once, so the signed-in look follows quickly. If that
// fails (offline, a stale deploy), the top bar keeps the look page-init.js chose from storage.
if (accountStoredAtStart)
  loadAccount().catch((error: unknown) => console.error('Could not load the account.', error));
void start();
startAuthSyncWhenSignedIn();
