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
 * gzip bytes of script each page may load before the network is idle, React included:
 * react-dom 19 is ~59 KB of it, React Router's data router ~25 KB, i18next with react-i18next
 * ~17 KB. Issue 12 set 150 KB. The pages stay under it through the build steps that
 * build/README.md lists, each with what it saves on these three pages, measured, and by
 * loading the user area's routes, registry part and money format only when they are used
 * (build/README.md, "The budget").
 * (Since these scripts load after the first contentful paint, their size weighs on hydration,
 * not on the first paint.)
 */
export const BUDGET_GZIP_BYTES = 150 * 1024;
const PAGES = ['/', '/pricing', '/ko'];

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

/** Every script response of one page load until network idle: file name and gzip bytes. */
async function scriptsOf(browser, url) {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const pending = [];
  const onResponse = (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => ({
        file: new URL(response.url()).pathname.slice(1),
        gzip: gzipSync(body, { level: 9 }).length,
      })),
    );
  };
  page.on('response', onResponse);
  // A prerendered page loads its scripts only once it has painted (public/page-init.js), which
  // can come after the network's first quiet moment: on a cold browser the check once saw only
  // page-init.js and theme-init.js on / and passed. So it waits for the app to mark the document
  // as started (src/app.tsx), and then for the network to be quiet again.
  const quiet = networkQuiet(page);
  await page.goto(url);
  await page
    .locator('html[data-app-started]')
    .waitFor({ state: 'attached', timeout: 30_000 })
    .catch((error) => {
      throw new Error(`${url}: the app did not start within 30 s, so its scripts cannot be counted`, {
        cause: error,
      });
    });
  await quiet.after();
  // A script that answers after the network went idle is not counted, and its body must not be
  // read once the context is closed: that rejected and crashed the check in a CI run.
  page.off('response', onResponse);
  const scripts = await Promise.all(pending);
  await context.close();
  return scripts;
}

const server = await serveSite(distDir);
const { port } = server.address();
const browser = await chromium.launch({
  executablePath: chromiumPath || undefined,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const problems = [];
try {
  for (const pagePath of PAGES) {
    const scripts = await scriptsOf(browser, `http://127.0.0.1:${port}${pagePath}`);
    const total = scripts.reduce((sum, { gzip }) => sum + gzip, 0);
    console.log(`${pagePath}: ${kb(total)} gzip in ${scripts.length} scripts`);
    for (const { file, gzip } of [...scripts].sort((a, b) => b.gzip - a.gzip)) {
      console.log(`  ${kb(gzip).padStart(9)}  ${file}`);
    }
    if (total > BUDGET_GZIP_BYTES)
      problems.push(`${pagePath} loads ${kb(total)} gzip, over ${kb(BUDGET_GZIP_BYTES)}`);
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
  `\nWithin budget (${kb(BUDGET_GZIP_BYTES)} gzip a page), no Firebase, user-area, contract, form, mail or zod code.`,
);
