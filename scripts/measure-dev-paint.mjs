#!/usr/bin/env node
// `pnpm measure:dev-paint [--signed-in] [path] [loads]`: with `pnpm dev` running, loads a page of
// the portal dev server in a fresh Chromium several times and prints, per load, the first
// contentful paint, the time to the first heading and the requests made until then. A
// measurement, not a test: run `uptime` beside it, the figures follow the machine's load.
// The default path is /user/dashboard. Signed out (the default), a fresh browser sees it as the
// guard's way to /login: the same shell, router, guard and design system a signed-in reload
// waits for. `--signed-in` first registers a new user (scripts/lib/dev-session.mjs) and loads the
// page in a fresh browser holding that persisted session, as a returning user's reload does; the
// heading is then the page's own (the dashboard's welcome), after the session is restored.
import { chromium } from '@playwright/test';
import { createSignedInStorageState } from './lib/dev-session.mjs';

const args = process.argv.slice(2);
const signedIn = args.includes('--signed-in');
const [path = '/user/dashboard', loadsArg = '4'] = args.filter((arg) => !arg.startsWith('--'));
const loads = Number(loadsArg);
const HOST = '127.0.0.1';
const portalUrl = `http://${HOST}:15173`;
const url = new URL(path, portalUrl).href;
const executablePath = process.env.CHROMIUM_PATH || undefined;
const launch = () => chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });

let session;
if (signedIn) {
  const browser = await launch();
  session = await createSignedInStorageState(browser, {
    authUrl: `http://${HOST}:19099`,
    backendUrl: `http://${HOST}:18787`,
    portalUrl,
  });
  await browser.close();
  console.log(`signed in as ${session.email}`);
}

for (let load = 1; load <= loads; load += 1) {
  const browser = await launch();
  const context = await browser.newContext(session ? { storageState: session.storageState } : {});
  const page = await context.newPage();
  let requests = 0;
  page.on('request', () => {
    requests += 1;
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 }).first();
  await heading.waitFor({ timeout: 120_000 });
  const headingMs = Date.now() - started;
  const atHeading = requests;
  // The paint entry can be queued a frame after the heading is in the DOM: wait for it through a
  // buffered observer instead of reading the timeline once (which sometimes found nothing).
  const paint = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list, observer) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) {
            observer.disconnect();
            resolve(entry.startTime);
          }
        }).observe({ type: 'paint', buffered: true });
      }),
  );
  console.log(
    `load ${load}: first contentful paint ${Math.round(paint)} ms, heading ${headingMs} ms ` +
      `("${(await heading.textContent())?.trim()}"), ${atHeading} requests (${page.url()})`,
  );
  if (signedIn && new URL(page.url()).pathname !== path) {
    throw new Error(`The signed-in load ended on ${page.url()}, not ${path}: the session was not restored.`);
  }
  await browser.close();
}
