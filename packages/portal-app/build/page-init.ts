/*
 * The source of page-init.js, a classic script every page runs from its head, before the first
 * paint (index.html). Each part is a function here, written into the script with its arguments
 * (build/classic-scripts-plugin.ts writes it into every page), so the storage keys it reads are
 * the app's own constants, and the language rule the app's own function, written once.
 */
import { languageChoice } from '../src/i18n/language-choice.ts';
import { LANGUAGE_STORAGE_KEY } from '../src/i18n/languages.ts';
import { ACCOUNT_STORAGE_KEY } from '../src/account/account-storage-key.ts';

/**
 * A visitor whose language differs from the page's goes to its twin, named by the page's
 * hreflang links, without the wrong language ever showing. Which language is `choose`'s rule
 * (src/i18n/language-choice.ts, the one the dev server's shell follows too), on the choice
 * stored under `languageKey` and the browser's preferences. Pages without twins (the user area)
 * have no such links and follow the choice in the app.
 */
function followLanguageChoice(languageKey: string, choose: typeof languageChoice) {
  try {
    const preferred =
      navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language];
    const choice = choose(localStorage.getItem(languageKey), preferred);
    const root = document.documentElement;
    if (!choice || root.lang === choice) return;
    const twin = document.querySelector('link[rel="alternate"][hreflang="' + choice + '"]');
    if (!twin) return;
    const target =
      new URL(twin.getAttribute('href')!, location.href).pathname + location.search + location.hash;
    root.style.visibility = 'hidden';
    location.replace(target);
  } catch {
    // No storage (private mode, blocked): the page stays in its URL's language.
  }
}

/**
 * A stored session (the account store's persisted user, src/account/account-storage-key.ts) shows
 * the top bar's signed-in actions from the first paint: a prerendered page holds both looks, and
 * <html data-session="signed-in"> picks one until the app has started (design system TopBar).
 */
function markStoredSession(sessionKey: string) {
  try {
    const stored = JSON.parse(localStorage.getItem(sessionKey) || 'null');
    if (stored && stored.state && typeof stored.state.uid === 'string' && stored.state.uid !== '') {
      document.documentElement.setAttribute('data-session', 'signed-in');
    }
  } catch {
    // No storage, or an entry that is not JSON: "Log in" shows until the app has started.
  }
}

/**
 * A prerendered page already shows its content; its script only makes it interactive. It names
 * its entry script in <meta name="app-entry"> (build/prerender-plugin.ts), which loads once the
 * browser reports the page's first contentful paint, so the script's download, evaluation and
 * hydration never hold that paint back. A page hidden before it paints (opened in the
 * background) loads at once; a browser without paint timing loads after the first frame.
 * Font faces the page's own text does not need (the design system's, the portal's whole Korean
 * face) are named in <meta name="app-stylesheet"> tags and linked at the same moment, each where
 * its tag stands: before the page's own faces, which are declared last so that they draw
 * (build/design-system-fonts-plugin.ts, build/portal-fonts-plugin.ts).
 */
function startAppAfterFirstPaint() {
  let started = false;
  function load() {
    const entry = document.querySelector('meta[name="app-entry"]');
    if (started || !entry) return;
    started = true;
    const stylesheets = document.querySelectorAll('meta[name="app-stylesheet"]');
    for (let i = 0; i < stylesheets.length; i++) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = stylesheets[i]!.getAttribute('content')!;
      stylesheets[i]!.parentNode!.insertBefore(link, stylesheets[i]!);
    }
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry.getAttribute('content')!;
    document.head.appendChild(script);
  }
  function loadWhenHidden() {
    if (document.visibilityState === 'hidden') load();
  }
  document.addEventListener('DOMContentLoaded', function () {
    loadWhenHidden();
    document.addEventListener('visibilitychange', loadWhenHidden);
    const types = typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes;
    if (types && types.indexOf('paint') !== -1) {
      new PerformanceObserver(function (list, observer) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        load();
      }).observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(function () {
        setTimeout(load, 0);
      });
    }
  });
}

/**
 * Where the Speculation Rules API is missing (Firefox, Safari), a link to a prerendered page
 * is fetched with `<link rel="prefetch">` once the visitor shows intent (pointer or focus on
 * it), as the rules' moderate eagerness does, so the document navigation that follows finds the
 * HTML in the cache. The pages are the ones the rules name (build/prerender-plugin.ts).
 */
function prefetchOnIntentWithoutSpeculationRules() {
  const supports = HTMLScriptElement.supports && HTMLScriptElement.supports('speculationrules');
  if (!supports) document.addEventListener('DOMContentLoaded', listen);
  function listen() {
    const rules = document.querySelector('script[type="speculationrules"]');
    if (!rules) return;
    const pages: string[] = [];
    try {
      const where = JSON.parse(rules.textContent || '{}').prerender[0].where.or;
      for (let i = 0; i < where.length; i++) pages.push(where[i].href_matches);
    } catch {
      return;
    }
    const fetched: Record<string, boolean> = {};
    function prefetch(event: Event) {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin) return;
      const path = link.pathname;
      if (fetched[path] || path === location.pathname || pages.indexOf(path) === -1) return;
      fetched[path] = true;
      const hint = document.createElement('link');
      hint.rel = 'prefetch';
      hint.href = path;
      document.head.appendChild(hint);
    }
    document.addEventListener('pointerover', prefetch, { passive: true });
    document.addEventListener('focusin', prefetch);
  }
}

/** The script's text: each part runs at once, in this order. */
export function pageInitScript(): string {
  return [
    `(${followLanguageChoice.toString()})(${JSON.stringify(LANGUAGE_STORAGE_KEY)}, ${languageChoice.toString()});`,
    `(${markStoredSession.toString()})(${JSON.stringify(ACCOUNT_STORAGE_KEY)});`,
    `(${startAppAfterFirstPaint.toString()})();`,
    `(${prefetchOnIntentWithoutSpeculationRules.toString()})();`,
  ].join('\n');
}
