import { whenIdle } from '@ccnets/design-system/when-idle';
import type { IslandName } from './island-names';

/**
 * When the visitor's first tap should find an island's code already here: once the page has
 * loaded and the browser is idle, each island the page holds fetches (and evaluates) its code,
 * one island after another, each in an idle period of its own, so that a tap finds React and
 * the island ready and pays only for hydrating it (docs/decisions.md, "Public pages hydrate
 * only their islands"). Before idle nothing is fetched: the first load stays React-free, and
 * `pnpm check:budget` lists this code per island apart from the first load. An intent on an
 * island (wake-island.ts) still loads and hydrates it at once, whatever this has reached.
 */

/** Performance marks and measures the budget check reads to list each island's prefetch. */
export const PREFETCH_MEASURE_PREFIX = 'island-prefetch:';
/** Set on <html> once every island's code is here (or was not fetched ahead: Save-Data). */
export const PREFETCHED_ATTRIBUTE = 'data-islands-prefetched';

/** Whether the visitor asked to spend less data (Save-Data): their code then loads on intent only. */
function savesData(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}

/** The next idle period, on whenIdle's default timing: 2 s away at most on a busy page, 300 ms in Safari. */
const nextIdlePeriod = () => new Promise<void>((resolve) => whenIdle(resolve));

const whenLoaded = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/**
 * After load and idle, calls `load` for each of `names` in turn (each once, in order), timing
 * each as a performance measure named after the island. A failed fetch (offline) is left for
 * the island's intent to try again.
 */
export async function prefetchWhenIdle(
  names: readonly IslandName[],
  load: (name: IslandName) => Promise<unknown>,
): Promise<void> {
  if (!savesData()) {
    await whenLoaded();
    for (const name of new Set(names)) {
      await nextIdlePeriod();
      const start = performance.now();
      await load(name).catch(() => undefined);
      performance.measure(`${PREFETCH_MEASURE_PREFIX}${name}`, { start, end: performance.now() });
    }
  }
  document.documentElement.setAttribute(PREFETCHED_ATTRIBUTE, '');
}
