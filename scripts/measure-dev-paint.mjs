#!/usr/bin/env node
// `pnpm measure:dev-paint [path] [loads]`: with `pnpm dev` running, loads a page of the portal dev
// server in a fresh Chromium several times and prints, per load, the first contentful paint, the
// time to the first heading and the requests made until then. A measurement, not a test: run
// `uptime` beside it, the figures follow the machine's load. The default path is
// /user/dashboard, which a fresh (signed-out) browser sees as the guard's way to /login: the same
// shell, router, guard and design system a signed-in reload waits for.
import { chromium } from '@playwright/test';

const path = process.argv[2] ?? '/user/dashboard';
const loads = Number(process.argv[3] ?? 4);
const url = new URL(path, 'http://127.0.0.1:15173').href;
const executablePath = process.env.CHROMIUM_PATH || undefined;

for (let load = 1; load <= loads; load += 1) {
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const page = await browser.newPage();
  let requests = 0;
  page.on('request', () => {
    requests += 1;
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 120_000 });
  const heading = Date.now() - started;
  const atHeading = requests;
  const paint = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
  );
  console.log(
    `load ${load}: first contentful paint ${Math.round(paint)} ms, heading ${heading} ms, ` +
      `${atHeading} requests (${page.url()})`,
  );
  await browser.close();
}
