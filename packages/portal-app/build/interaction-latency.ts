/**
 * Interaction latency for `pnpm bench:web` (issue 38.3): a benchmark, not a test. Opens a page in
 * Chromium at Lighthouse mobile's 4× CPU slowdown, waits for network idle, then clicks a control
 * twice (the first click also loads the island behind it; the second finds it loaded) and reads:
 * - **INP**, the Event Timing definition for one interaction: the longest `event` entry sharing
 *   the click's `interactionId` (input delay + handlers + the next paint). The browser reports
 *   entries of 16 ms and more only, so a faster interaction reads "< 16 ms";
 * - **time to effect**: from the pointer going down to the frame where the result is in the page
 *   (the menu's dialog, the other theme), which INP does not see when the handler only starts an
 *   import.
 * Medians of `runs` fresh pages. playwright-core comes from MEASURE_TOOLS, as for measure-site.
 * BENCH_CPU_SLOWDOWN overrides the 4× slowdown.
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserType, Locator, Page } from 'playwright';

/** One control to time (see PORTAL_INTERACTIONS). */
export interface Interaction {
  name: string;
  viewport: { width: number; height: number };
  /** CSS selectors, any of which may match. */
  control: string[];
  /**
   * What is true once the interaction worked: an element matching `present` is in the page, or
   * `<html>` gained or lost the class `htmlClassToggled`. Data, not code: the signed-in area's
   * Content Security Policy forbids evaluating a string in the page.
   */
  effect: { present: string } | { htmlClassToggled: string };
  /** The key that undoes the interaction before the second click. */
  undo?: string;
  /** How long a page that renders after its data may take to show the control. */
  readyMs?: number;
  /**
   * A page that keeps a stream open (the signed-in area's live usage) never reaches network idle:
   * it is ready when the control shows and nothing is loading (`aria-busy`).
   */
  streams?: boolean;
}

/** One click's figures: INP (null: under 16 ms) and time to effect, in milliseconds. */
interface Click {
  inpMs: number | null;
  effectMs: number;
}

export type PageOpener = (interaction: Interaction) => Promise<{ page: Page; close(): Promise<void> }>;

declare global {
  interface Window {
    __benchEntries?: PerformanceEntry[];
    __benchEffect?: Promise<number>;
  }
}

const CPU_SLOWDOWN = Number(process.env.BENCH_CPU_SLOWDOWN ?? 4);
/** Entries the browser has not reported this long after the effect did not reach 16 ms. */
const ENTRY_GRACE_MS = 1_000;
/** An effect not there this long after the click is a failure of the interaction, not a figure. */
const EFFECT_TIMEOUT_MS = 15_000;

/**
 * One interaction to time: the page, the viewport, the control (CSS selectors, any of which may
 * match, so one definition serves both languages and both states of a switch), what must be true once it worked, and how to undo it
 * before the second click.
 */
export const PORTAL_INTERACTIONS: Interaction[] = [
  {
    name: 'menu (narrow)',
    viewport: { width: 375, height: 740 },
    control: ['button[aria-label="Open menu"]', 'button[aria-label="메뉴 열기"]'],
    effect: { present: '[role="dialog"]' },
    undo: 'Escape',
  },
  {
    name: 'theme switch',
    viewport: { width: 1280, height: 800 },
    control: [
      'header button[aria-label="Switch to dark theme"]',
      'header button[aria-label="다크 테마로 전환"]',
      'header button[aria-label="Switch to light theme"]',
      'header button[aria-label="라이트 테마로 전환"]',
    ],
    effect: { htmlClassToggled: 'dark' },
  },
];

/** The Plan modal, on the signed-in billing page (the only place it opens; e2e/bench/). */
export const PLAN_MODAL_INTERACTION: Interaction = {
  name: 'Plan modal',
  viewport: { width: 412, height: 823 },
  control: ['button:has-text("Change plan")', 'button:has-text("요금제 변경")'],
  effect: { present: '[role="dialog"]' },
  undo: 'Escape',
  readyMs: 30_000,
  streams: true,
};

/** playwright-core's chromium from the measuring tools' folder. */
export async function loadChromium(toolsDir: string): Promise<BrowserType> {
  const entry = path.join(toolsDir, 'node_modules/playwright-core/index.mjs');
  const { chromium } = (await import(pathToFileURL(entry).href)) as { chromium: BrowserType };
  return chromium;
}

const median = (values: (number | null)[]): number | null => {
  const sorted = values.filter((value): value is number => value != null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** A fresh page in its own browser context at the interaction's viewport (a signed-out visitor). */
export const freshContext =
  (browser: Browser): PageOpener =>
  async (interaction) => {
    const context = await browser.newContext({
      viewport: interaction.viewport,
      deviceScaleFactor: 1.75,
      isMobile: interaction.viewport.width < 800,
    });
    return { page: await context.newPage(), close: () => context.close() };
  };

/**
 * Times `interaction` on `url` in `runs` fresh pages that `openPage` makes (freshContext, or a
 * signed-in context's new page); medians of the first and the second click.
 */
export async function measureInteraction(
  openPage: PageOpener,
  url: string,
  interaction: Interaction,
  runs: number,
) {
  const clicks: [Click[], Click[]] = [[], []];
  for (let run = 0; run < runs; run += 1) {
    const { page, close } = await openPage(interaction);
    try {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      await page.goto(url, { waitUntil: 'load' });
      const control = await findControl(page, interaction.control, interaction.readyMs);
      if (!control) return { name: interaction.name, missing: true };
      await settle(page, interaction);
      for (const click of clicks) {
        click.push(await timeClick(page, control, interaction));
        if (interaction.undo) await page.keyboard.press(interaction.undo);
        await settle(page, interaction);
      }
    } finally {
      await close();
    }
  }
  const summary = (samples: Click[]) => ({
    inpMs: median(samples.map((sample) => sample.inpMs ?? 0)),
    effectMs: median(samples.map((sample) => sample.effectMs)),
  });
  return { name: interaction.name, first: summary(clicks[0]), second: summary(clicks[1]) };
}

/** Waits until the page is quiet: network idle, or for a page with streams, nothing loading. */
async function settle(page: Page, interaction: Interaction) {
  if (!interaction.streams) return page.waitForLoadState('networkidle');
  await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 30_000 });
  // Two frames: what the last response changed is painted before the next click.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/**
 * The visible control matching any of the selectors (a switch's label changes as it works). A page
 * that renders after its data (the signed-in area) is given `readyMs` to show it.
 */
async function findControl(page: Page, selectors: string[], readyMs = 0): Promise<Locator | undefined> {
  if (selectors.length === 0) return undefined;
  const control = page.locator(selectors.join(', ')).filter({ visible: true }).first();
  if (readyMs > 0) await control.waitFor({ timeout: readyMs }).catch(() => undefined);
  return (await control.count()) > 0 ? control : undefined;
}

async function timeClick(page: Page, control: Locator, interaction: Interaction): Promise<Click> {
  await page.evaluate(
    ({ effect, timeoutMs }) => {
      const entries: PerformanceEntry[] = [];
      window.__benchEntries = entries;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as PerformanceEventTiming[])
          if (entry.interactionId) entries.push(entry);
        // Event Timing's option, not yet in TypeScript's DOM types.
      }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
      // Set before the click: resolves on the first frame where the effect holds.
      window.__benchEffect = new Promise((resolve, reject) => {
        addEventListener(
          'pointerdown',
          () => {
            const started = performance.now();
            const html = document.documentElement;
            const classBefore =
              'htmlClassToggled' in effect && html.classList.contains(effect.htmlClassToggled);
            const holds = () =>
              'present' in effect
                ? document.querySelector(effect.present) !== null
                : html.classList.contains(effect.htmlClassToggled) !== classBefore;
            const check = () => {
              if (holds()) resolve(performance.now() - started);
              else if (performance.now() - started > timeoutMs)
                reject(new Error(`no effect: ${JSON.stringify(effect)}`));
              else requestAnimationFrame(check);
            };
            check();
          },
          { capture: true, once: true },
        );
      });
    },
    { effect: interaction.effect, timeoutMs: EFFECT_TIMEOUT_MS },
  );
  await control.click({ timeout: EFFECT_TIMEOUT_MS });
  const effectMs = (await page.evaluate(() => window.__benchEffect)) ?? 0;
  // Event Timing entries arrive after the next paint; give them a moment past the effect.
  const inpMs = await page.evaluate(
    (grace) =>
      new Promise<number | null>((resolve) => {
        const read = () => {
          const entries = window.__benchEntries ?? [];
          return entries.length ? Math.max(...entries.map((entry) => entry.duration)) : undefined;
        };
        const started = performance.now();
        const poll = () => {
          const value = read();
          if (value !== undefined || performance.now() - started > grace) resolve(value ?? null);
          else requestAnimationFrame(poll);
        };
        poll();
      }),
    ENTRY_GRACE_MS,
  );
  return { inpMs, effectMs };
}
