import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { preview, type PreviewServer } from 'vite';
import type { ExtractedStory } from './representative.ts';

/**
 * The static Storybook (`pnpm build-storybook`) served on a free loopback port and opened in
 * Debian's Firefox ESR through Puppeteer over WebDriver BiDi, as the engine smoke suite drives it
 * (docs/decisions.md, "Browser engines"). One page for every story: the preview switches
 * stories and globals as its manager would, over its channel, so Storybook loads once.
 */

export interface StoryOutcome {
  /** Storybook's verdict on the render, play function and a11y reports. */
  status: 'success' | 'error';
  /** The render phase it ended in: `errored` when the play function threw. */
  phase: string;
  /** The a11y addon's violations (axe in Firefox), as `rule: targets` lines. */
  violations: string[];
}

export interface StorybookInFirefox {
  stories(): Promise<Omit<ExtractedStory, 'importPath'>[]>;
  render(storyId: string): Promise<StoryOutcome>;
  setGlobals(globals: Record<string, unknown>): Promise<StoryOutcome>;
  setTheme(theme: 'light' | 'dark'): Promise<void>;
  setViewport(size: { width: number; height: number }): Promise<void>;
  /** Fonts loaded and no transient "Copied" on screen, as the Chromium capture waits. */
  settle(): Promise<void>;
  screenshot(): Promise<Uint8Array>;
  version(): Promise<string>;
  close(): Promise<void>;
}

const STORY_TIMEOUT_MS = 30_000;

export async function openStorybookInFirefox(staticDir: string): Promise<StorybookInFirefox> {
  const firefox = process.env.FIREFOX_PATH;
  if (!firefox) {
    throw new Error(
      'FIREFOX_PATH is not set: source scripts/toolchain.sh, which installs Debian firefox-esr and exports it.',
    );
  }
  const server: PreviewServer = await preview({
    configFile: false,
    logLevel: 'silent',
    build: { outDir: staticDir },
    // Port 0: a free one, so the run never collides with a server already running.
    preview: { host: '127.0.0.1', port: 0, strictPort: false, open: false },
  });
  let browser: Browser | undefined;
  try {
    browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: firefox,
      headless: true,
      extraPrefsFirefox: { 'intl.accept_languages': 'en-US', 'browser.shell.checkDefaultBrowser': false },
    });
    const page = await browser.newPage();
    await page.setViewport({ width: 1200, height: 900 });
    const url = server.resolvedUrls?.local[0];
    if (!url) throw new Error('The static Storybook server has no local address.');
    await page.goto(`${url}iframe.html?viewMode=story`, { waitUntil: 'load' });
    await page.waitForFunction(() => Boolean(window.__STORYBOOK_PREVIEW__?.storyStoreValue), {
      timeout: STORY_TIMEOUT_MS,
    });
    await withoutMotion(page);
    return driver(page, browser, server);
  } catch (error) {
    await browser?.close();
    await server.close();
    throw error;
  }
}

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: {
      storyStoreValue?: unknown;
      currentRender?: { phase?: string };
      extract(): Promise<Record<string, unknown>>;
    };
    __STORYBOOK_ADDONS_CHANNEL__?: {
      on(event: string, listener: (payload: never) => void): void;
      removeListener(event: string, listener: (payload: never) => void): void;
      emit(event: string, payload: unknown): void;
    };
  }
}

/** Motion makes pictures race animations: the Chromium story run's no-motion rule (no-motion.setup.ts). */
async function withoutMotion(page: Page) {
  await page.addStyleTag({
    content:
      '*,*::before,*::after{animation-duration:0s!important;animation-delay:0s!important;transition-duration:0s!important;transition-delay:0s!important;caret-color:transparent!important;}',
  });
}

function driver(page: Page, browser: Browser, server: PreviewServer): StorybookInFirefox {
  /** Emits a channel event and waits for the story's `storyFinished`, with what it reported. */
  const untilFinished = (event: string, payload: unknown, storyId?: string) =>
    page.evaluate(
      (event, payload, storyId, timeout) =>
        new Promise<StoryOutcome>((resolve, reject) => {
          const channel = window.__STORYBOOK_ADDONS_CHANNEL__!;
          const timer = setTimeout(() => {
            channel.removeListener('storyFinished', onFinished);
            reject(new Error(`${storyId ?? 'the story'} did not finish rendering in ${timeout / 1000} s`));
          }, timeout);
          function onFinished(finished: {
            storyId: string;
            status: 'success' | 'error';
            reporters: {
              type: string;
              result?: { violations?: { id: string; nodes: { target: string[] }[] }[] };
            }[];
          }) {
            if (storyId && finished.storyId !== storyId) return;
            clearTimeout(timer);
            channel.removeListener('storyFinished', onFinished);
            const violations = finished.reporters
              .filter((report) => report.type === 'a11y')
              .flatMap((report) => report.result?.violations ?? [])
              .map(
                (violation) =>
                  `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
              );
            resolve({
              status: finished.status,
              phase: window.__STORYBOOK_PREVIEW__?.currentRender?.phase ?? 'unknown',
              violations,
            });
          }
          channel.on('storyFinished', onFinished);
          channel.emit(event, payload);
        }),
      event,
      payload,
      storyId,
      STORY_TIMEOUT_MS,
    );

  return {
    stories: async () =>
      Object.values(
        await page.evaluate(async () => {
          // Only what the selection reads: functions and components do not cross the protocol.
          const all = await window.__STORYBOOK_PREVIEW__!.extract();
          return Object.fromEntries(
            Object.entries(all).map(([id, story]) => {
              const { name, tags, globals, parameters } = story as Record<string, unknown> & {
                parameters: Record<string, unknown>;
              };
              const { chromatic, viewport } = parameters;
              return [
                id,
                JSON.parse(JSON.stringify({ id, name, tags, globals, parameters: { chromatic, viewport } })),
              ];
            }),
          );
        }),
      ) as Omit<ExtractedStory, 'importPath'>[],
    render: (storyId) => untilFinished('setCurrentStory', { storyId, viewMode: 'story' }, storyId),
    setGlobals: (globals) => untilFinished('updateGlobals', { globals }),
    setTheme: async (theme) => {
      // The `.dark` class, as a site switches it (applyThemeMode); then two frames to paint.
      await page.evaluate(async (theme) => {
        document.documentElement.classList.toggle('dark', theme === 'dark');
        document.documentElement.style.colorScheme = theme;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      }, theme);
    },
    setViewport: async ({ width, height }) => {
      const current = page.viewport();
      if (current?.width !== width || current?.height !== height) await page.setViewport({ width, height });
    },
    settle: async () => {
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      });
      await page.waitForFunction(() => !document.querySelector('[data-copied]'), { timeout: 10_000 });
    },
    screenshot: async () => {
      // The story canvas, or the whole body when the story shows portals (dialogs, toasts,
      // drawers) or only fixed elements: the Chromium capture's rule (capture-story.ts).
      const wholeBody = await page.evaluate(() => {
        const canvas = document.querySelector('#storybook-root');
        const hasVisiblePortal = [...document.body.children].some((element) => {
          if (element === canvas || element.matches('script, style, [class^="sb-"], #storybook-docs'))
            return false;
          const box = element.getBoundingClientRect();
          return box.width > 0 && box.height > 0;
        });
        const box = canvas?.getBoundingClientRect();
        const body = !canvas || hasVisiblePortal || !box || box.height === 0;
        document.body.style.minHeight = body ? '100vh' : '';
        return body;
      });
      const target = await page.$(wholeBody ? 'body' : '#storybook-root');
      if (!target) throw new Error('No story canvas to capture.');
      return target.screenshot({ type: 'png' });
    },
    version: () => browser.version(),
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}
