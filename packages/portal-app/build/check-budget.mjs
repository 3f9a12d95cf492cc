#!/usr/bin/env node
/**
 * Measures what a visitor's browser downloads: every script a page loads until the network is
 * idle, in Chromium (mobile viewport), on /, /pricing and /ko of the built site served with
 * production's rewrites (build/serve-site.mjs). Sizes are gzip of each body. Fails (exit 1)
 * when a page is over the budget, or when it loads code that belongs to later interactions
 * (Firebase, the user area, the API contract, form libraries, the mail client, zod).
 *
 *   node build/check-budget.mjs [distDir]      (default: dist; run the build first)
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import { serveSite } from './serve-site.mjs';

/**
 * gzip bytes of script a signed-out visitor's page may load before the network is idle.
 * Issue 38 set 75 KB, about the floor of one React 19 island (react-dom's client is ~59 KB).
 * Public pages hydrate only their islands, and an island's code loads when the visitor
 * reaches for it (src/islands/wake-island.ts) or once the page is idle (prefetch-islands.ts),
 * so the first load holds no React at all; what each island loads, woken or fetched at idle, is
 * measured and listed below, not counted (build/README.md).
 */
export const BUDGET_GZIP_BYTES = 75 * 1024;
/**
 * A signed-in visitor's public page: the top bar wakes at once to show "My Dashboard", which
 * brings React (~73 KB with the class helpers), the top bar (~10 KB), the session store, and,
 * after idle, Firebase Auth and its listener (~60 KB): 154.2 KB on 2026-11-28, 158.5 KB with
 * the sign-in resolver Safari needs. Since 2026-11-29 a phone also loads the top bar's drawer
 * at idle (14.8 KB: the Radix dialog, its focus trap and scroll lock), so that the first tap on
 * the menu opens it at once: 173.5 KB. Before islands the same visitor's page loaded
 * 206.7-212.3 KB (the whole app, then Firebase). 180 KB keeps about 6 KB of room and holds the
 * ~35 KB won (build/README.md, "The budget").
 */
export const SIGNED_IN_BUDGET_GZIP_BYTES = 180 * 1024;
/** A stored session as the session store persists it (src/account/account-storage-key.ts, persisted-user.ts). */
const SESSION_STORAGE_KEY = 'user-store';
const STORED_SESSION = JSON.stringify({
  state: { uid: 'budget-check-user', email: 'budget-check@example.com', displayName: 'Budget Check' },
  version: 1,
});
/**
 * The visitor's Save-Data preference, as the page reads it (src/islands/prefetch-islands.ts):
 * with it the page fetches no island code at idle, so a load shows the first load alone and a
 * wake shows one island's code alone. The prefetch is measured in a load of its own.
 */
const SAVE_DATA = () =>
  Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
/** What the page names each island's idle prefetch (performance measures) and marks once done. */
const PREFETCH_MEASURE_PREFIX = 'island-prefetch:';
const PREFETCHED = 'html[data-islands-prefetched]';
/** What wakes each island in the check: the visitor's pointer on it (src/islands/wake-island.ts). */
const ISLAND_WAKE_TARGETS = {
  'top-bar': '[data-island="top-bar"] header',
  'video-embed': '[data-island="video-embed"] button',
  'contact-form': '[data-island="contact-form"] input',
  'quick-start': '[data-island="quick-start"] button',
};
/**
 * The pages held to the budget: the three issue 38 names, and the pages whose forms and copy
 * buttons became islands (contact, get-started), so that none of them slips back to hydrating
 * the app unnoticed.
 */
const PAGES = ['/', '/pricing', '/ko', '/contact', '/get-remoterl', '/ko/contact'];

/** Module ids that must not be in what the marketing pages load. */
const FORBIDDEN = [
  { pattern: /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(firebase|@firebase)\//, why: 'Firebase' },
  {
    pattern: /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?(react-hook-form|@hookform)\//,
    why: 'form library',
  },
  { pattern: /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?@emailjs\//, why: 'mail client' },
  // Validation belongs to the forms and the user area's API clients, not to the first load.
  { pattern: /node_modules\/(\.pnpm\/[^/]+\/node_modules\/)?zod\//, why: 'validation library (zod)' },
  { pattern: /\/src\/(pages\/(user|account|payment)|auth\/firebase|api)\//, why: 'user-area code' },
  // The API contract is zod schemas: the user area's clients parse with it, public pages never.
  { pattern: /packages\/contract\/src\//, why: 'API contract' },
  // The usage page's chart loads with the page that shows it.
  { pattern: /portal-ui\/src\/usage-daily\//, why: 'usage chart' },
];

const distDir = path.resolve(process.argv[2] ?? 'dist');
let chunkModules;
try {
  chunkModules = JSON.parse(readFileSync(path.join(distDir, '.vite/chunk-modules.json'), 'utf8'));
} catch (error) {
  console.error(`No build in ${distDir} (${error.message}). Run the build first.`);
  process.exit(2);
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const chromiumPath = process.env.CHROMIUM_PATH ?? (process.platform === 'linux' ? '/usr/bin/chromium' : '');

/** Playwright's idle period: no request in flight for this long. */
const QUIET_MS = 500;

/**
 * Tracks `page`'s requests from now on; `after()` resolves once none has been in flight for
 * QUIET_MS. Playwright's own `networkidle` fires once per navigation, before the app may start.
 */
function networkQuiet(page) {
  let inFlight = 0;
  let armed = false;
  let timer;
  let resolve;
  const quiet = new Promise((done) => (resolve = done));
  const settle = () => {
    clearTimeout(timer);
    if (armed && inFlight === 0) timer = setTimeout(resolve, QUIET_MS);
  };
  page.on('request', () => {
    inFlight += 1;
    clearTimeout(timer);
  });
  for (const event of ['requestfinished', 'requestfailed'])
    page.on(event, () => {
      inFlight -= 1;
      settle();
    });
  return {
    after: () => {
      armed = true;
      settle();
      return quiet;
    },
  };
}

/**
 * Every script response of one page load until network idle: file name and gzip bytes.
 * The visitor asks to save data (SAVE_DATA), so no island's code is fetched at idle. With
 * `signedIn`, the browser holds a stored session; with `wake`, the pointer then rests on that
 * element and only the scripts loaded after it are returned (an island's wake cost).
 */
async function scriptsOf(browser, url, { signedIn = false, wake } = {}) {
  const context = await phoneContext(browser);
  await context.addInitScript(SAVE_DATA);
  if (signedIn)
    await context.addInitScript(
      ([key, value]) => localStorage.setItem(key, value),
      [SESSION_STORAGE_KEY, STORED_SESSION],
    );
  const page = await context.newPage();
  let pending = [];
  const onResponse = (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(scriptOf(response));
  };
  page.on('response', onResponse);
  await loadUntilQuiet(page, url);
  // The classic scripts are written into the page, not requested: counted all the same.
  const inline = wake ? [] : await inlineScriptsOf(page);
  if (wake) {
    // An island this page does not hold: nothing to wake (and no 30 s wait for it to appear).
    if ((await page.locator(wake).count()) === 0) {
      page.off('response', onResponse);
      await Promise.allSettled(pending);
      await context.close();
      return undefined;
    }
    pending = [];
    const quietAgain = networkQuiet(page);
    await page.locator(wake).first().hover();
    await quietAgain.after();
  }
  // A script that answers after the network went idle is not counted, and its body must not be
  // read once the context is closed: that rejected and crashed the check in a CI run.
  page.off('response', onResponse);
  const scripts = await Promise.all(pending);
  await context.close();
  return [...inline, ...scripts];
}

/** The page's inline classic scripts (`<script data-script>`): name and gzip bytes. */
const inlineScriptsOf = async (page) =>
  (
    await page.$$eval('script[data-script]', (elements) =>
      elements.map((element) => ({ name: element.dataset.script, code: element.textContent ?? '' })),
    )
  ).map(({ name, code }) => ({
    file: `${name} (inline)`,
    gzip: gzipSync(Buffer.from(code, 'utf8'), { level: 9 }).length,
  }));

const phoneContext = (browser) =>
  browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });

/** A script response's file name and the gzip size of its body. */
const scriptOf = (response) =>
  response.body().then((body) => ({
    file: new URL(response.url()).pathname.slice(1),
    gzip: gzipSync(body, { level: 9 }).length,
  }));

/** Opens `url` and resolves once the app has started and the network is quiet (and `also` is attached). */
async function loadUntilQuiet(page, url, also) {
  // A prerendered page loads its scripts only once it has painted (public/page-init.js), which
  // can come after the network's first quiet moment: on a cold browser the check once saw only
  // page-init.js and theme-init.js on / and passed. So it waits for the app to mark the document
  // as started (src/app.tsx), and then for the network to be quiet again.
  const quiet = networkQuiet(page);
  await page.goto(url);
  for (const selector of ['html[data-app-started]', ...(also ? [also] : [])])
    await page
      .locator(selector)
      .waitFor({ state: 'attached', timeout: 30_000 })
      .catch((error) => {
        throw new Error(`${url}: no ${selector} within 30 s, so its scripts cannot be counted`, {
          cause: error,
        });
      });
  await quiet.after();
}

/**
 * What a signed-out visitor's page fetches once it is idle, per island (the page times each
 * island's prefetch as a performance measure, one after another), and what a tap on each
 * island fetches after that: nothing, when the prefetch did its work.
 */
async function prefetchOf(browser, url) {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const responses = [];
  const onResponse = (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  };
  page.on('response', onResponse);
  await loadUntilQuiet(page, url, PREFETCHED);
  const { measures, started } = await page.evaluate((prefix) => {
    const startedAt = {};
    for (const entry of performance.getEntriesByType('resource'))
      startedAt[new URL(entry.name).pathname.slice(1)] ??= entry.startTime;
    return {
      measures: performance
        .getEntriesByType('measure')
        .filter(({ name }) => name.startsWith(prefix))
        .map(({ name, startTime, duration }) => ({ island: name.slice(prefix.length), startTime, duration })),
      started: startedAt,
    };
  }, PREFETCH_MEASURE_PREFIX);
  const scripts = await Promise.all(responses.map(scriptOf));
  const byIsland = measures.map(({ island, startTime, duration }) => ({
    island,
    scripts: scripts.filter(
      ({ file }) => started[file] >= startTime && started[file] <= startTime + duration,
    ),
  }));
  // What the islands load once live at idle (the top bar's narrow-screen drawer), after their code.
  const prefetchEnd = Math.max(...measures.map(({ startTime, duration }) => startTime + duration));
  const onceLive = scripts.filter(({ file }) => started[file] > prefetchEnd);
  responses.length = 0;
  const tapped = [];
  for (const [island, target] of Object.entries(ISLAND_WAKE_TARGETS)) {
    if ((await page.locator(target).count()) === 0) continue;
    const quiet = networkQuiet(page);
    await page.locator(target).first().hover();
    await quiet.after();
    tapped.push({ island, scripts: await Promise.all(responses.splice(0).map(scriptOf)) });
  }
  page.off('response', onResponse);
  await context.close();
  return { byIsland, onceLive, tapped };
}

const server = await serveSite(distDir);
const { port } = server.address();
const browser = await chromium.launch({
  executablePath: chromiumPath || undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const problems = [];
const sum = (scripts) => scripts.reduce((total, { gzip }) => total + gzip, 0);
function list(title, scripts) {
  console.log(`${title}: ${kb(sum(scripts))} gzip in ${scripts.length} scripts`);
  for (const { file, gzip } of [...scripts].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${kb(gzip).padStart(9)}  ${file}`);
  }
}
try {
  for (const pagePath of PAGES) {
    const url = `http://127.0.0.1:${port}${pagePath}`;
    const scripts = await scriptsOf(browser, url);
    list(pagePath, scripts);
    if (sum(scripts) > BUDGET_GZIP_BYTES)
      problems.push(`${pagePath} loads ${kb(sum(scripts))} gzip, over ${kb(BUDGET_GZIP_BYTES)}`);
    // Not counted: what each island on the page loads when the visitor first reaches for it.
    for (const [island, target] of Object.entries(ISLAND_WAKE_TARGETS)) {
      const woken = await scriptsOf(browser, url, { wake: target }).catch(() => undefined);
      if (woken) list(`  ${pagePath} on waking ${island} (not counted)`, woken);
    }
    // Not counted either: the same code, fetched once the page is idle so that a tap finds it.
    const { byIsland, onceLive, tapped } = await prefetchOf(browser, url);
    for (const { island, scripts: fetched } of byIsland)
      list(`  ${pagePath} at idle for ${island} (not counted)`, fetched);
    if (onceLive.length > 0) list(`  ${pagePath} at idle once the islands are live (not counted)`, onceLive);
    if (byIsland.length === 0) problems.push(`${pagePath} fetched no island's code at idle`);
    for (const { island, scripts: late } of tapped)
      if (late.length > 0)
        problems.push(
          `${pagePath}: reaching for ${island} after idle still loads ${late.map(({ file }) => file).join(', ')}`,
        );
    const signedIn = await scriptsOf(browser, url, { signedIn: true });
    list(`${pagePath} signed in`, signedIn);
    if (sum(signedIn) > SIGNED_IN_BUDGET_GZIP_BYTES)
      problems.push(
        `${pagePath} loads ${kb(sum(signedIn))} gzip for a signed-in visitor, over ${kb(SIGNED_IN_BUDGET_GZIP_BYTES)}`,
      );
    // Firebase is what a signed-in visitor's page loads after idle: only its first load must go without.
    for (const { file } of scripts) {
      const offenders = Object.keys(chunkModules[file] ?? {}).filter((id) =>
        FORBIDDEN.some(({ pattern }) => pattern.test(id.replaceAll('\\', '/'))),
      );
      for (const rule of FORBIDDEN) {
        const ids = offenders.filter((id) => rule.pattern.test(id.replaceAll('\\', '/')));
        if (ids.length === 0) continue;
        const first = path.relative(process.cwd(), ids[0]);
        problems.push(
          `${pagePath} loads ${rule.why} (${file}: ${first}${ids.length > 1 ? ` and ${ids.length - 1} more` : ''})`,
        );
      }
    }
  }
} finally {
  await browser.close();
  server.close();
}

// The portal ships the design system's published dist, as any adopter does, never its source.
const designSystemSource = Object.values(chunkModules)
  .flatMap((modules) => Object.keys(modules))
  .filter((id) => /design-system\/src\//.test(id.replaceAll('\\', '/')));
if (designSystemSource.length > 0) {
  problems.push(
    `the build bundles the design system's source (${path.relative(process.cwd(), designSystemSource[0])}), not its dist`,
  );
}

if (problems.length > 0) {
  console.error(`\nBudget check failed:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(
  `\nWithin budget (${kb(BUDGET_GZIP_BYTES)} gzip a page, ${kb(SIGNED_IN_BUDGET_GZIP_BYTES)} signed in), no Firebase, user-area, contract, form, mail or zod code.`,
);
