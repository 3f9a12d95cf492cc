/**
 * The browser entry of a prerendered public page whose interactive parts are all islands
 * (the registry's `hydrate: 'islands'`): the page's HTML stays as the build wrote it, and each
 * `[data-island]` element is hydrated on its own, by a root of its own, with the props the HTML
 * holds, once the visitor reaches for it (wake-island.ts). No router, no texts, no page tree:
 * moving to another page is a document navigation (prerendered ahead by the Speculation Rules
 * the build writes into the page), and the user area loads the client-rendered app (main.tsx)
 * from its own HTML.
 */
import {
  ISLAND_ATTRIBUTE,
  ISLAND_LIVE_ATTRIBUTE,
  ISLAND_PROPS_ATTRIBUTE,
  isIslandName,
  type IslandName,
} from './island-names';
import { menuWasOpen } from './menu-across-pages';
import { showOfflineNoticeOnLinks } from './offline-links';
import { prefetchWhenIdle } from './prefetch-islands';
import { wakeOnIntent } from './wake-island';

/** Reasons besides the visitor's intent for an island to wake. */
const EXTRA_WAKES: Partial<Record<IslandName, (wake: () => void) => void>> = {
  'top-bar': (wake) => {
    // The bar gains its shadow past 38 px of scroll (the spec): scrolling wakes it.
    window.addEventListener('scroll', wake, { once: true, passive: true });
    // A stored session (page-init.js marked it before the first paint): the bar wakes at once to
    // follow the signed-in state ("My Dashboard", "Log out") as the auth listener confirms it.
    if (document.documentElement.getAttribute('data-session') === 'signed-in') wake();
    // The language switch left the page before with the menu open: it opens here too.
    if (menuWasOpen()) wake();
  },
};

/**
 * Islands that also go live at idle, once their code is here: the top bar, whose first tap (the
 * menu, the theme) would otherwise pay for hydrating it. React hydrates a root concurrently,
 * yielding to the browser between units of work, so this adds no long task; the heavier
 * islands (the contact form, the quick start, the video) still wake on intent
 * (docs/decisions.md, "When an island's code arrives").
 */
const LIVE_AT_IDLE: ReadonlySet<IslandName> = new Set(['top-bar']);
const wakesAtIdle = new Map<IslandName, () => void>();

/** Every module an island needs to go live: React, its root, its component, the page's toasts and session. */
const islandCode = (name: IslandName) =>
  Promise.all([
    import('./mount-island').then(async (module) => {
      await module.loadIslandComponent(name);
      return module;
    }),
    import('./toast-region-root'),
    import('./start-session'),
  ]);

const names: IslandName[] = [];
for (const element of document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) {
  const name = element.getAttribute(ISLAND_ATTRIBUTE) ?? undefined;
  if (!isIslandName(name)) {
    console.error(`Unknown island "${name}".`);
    continue;
  }
  names.push(name);
  const props = JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as object;
  wakeOnIntent(
    element,
    async (reactListens) => {
      const [{ mountIsland }, { mountToastRegion }, { startSession }] = await islandCode(name);
      startSession();
      mountToastRegion();
      const island = await mountIsland(element, name, props);
      reactListens();
      // Live, not only mounted: a press kept meanwhile must reach a form that has its values.
      await island.live;
      element.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
    },
    (wake) => {
      EXTRA_WAKES[name]?.(wake);
      if (LIVE_AT_IDLE.has(name)) wakesAtIdle.set(name, wake);
    },
  );
}

// The page has no router: a move in its history to another address (a script's pushState, then
// back or forward to it) loads that address's document, which the site answers as it would a
// visit (an unknown path ends on /not-found-cover, replacing this entry).
const documentPath = window.location.pathname;
window.addEventListener('popstate', () => {
  if (window.location.pathname !== documentPath) window.location.replace(window.location.href);
});

showOfflineNoticeOnLinks();

// A tap after idle finds its island's code here, fetched once the page is idle, never before, and
// the top bar already live.
void prefetchWhenIdle(names, async (name) => {
  await islandCode(name);
  wakesAtIdle.get(name)?.();
});

// From here on a click or a keystroke on an island is handled (kept until it is live). Tests wait for it.
document.documentElement.setAttribute('data-app-started', '');
