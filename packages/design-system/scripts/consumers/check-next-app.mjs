/* global document, getComputedStyle -- the callbacks passed to the page run inside it. */
// The Next.js App Router consumer: `next build`, then `next start`, then the server's HTML, the
// route handler and hydration in Chromium with a stored dark theme, and a Korean server page
// (Table from plain data, LocaleProvider `ko` with messages from the server, Heading).
//
// With a Table that took functions as a client component, `next build` itself fails on the
// Korean page ("Functions cannot be passed directly to Client Components").
// /brand switches the brand on the server: CCNets by one CSS import, a section back to RemoteRL
// by one attribute (checkBrandSwitch).
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { checkFontsAndPaint } from './check-fonts-and-paint.mjs';

export async function checkNextApp(appDir, { browser, spawn, freePort, workspaceRoot }, fail) {
  const nextBin = createRequire(path.join(appDir, 'package.json')).resolve('next/dist/bin/next');
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', CONSUMER_WORKSPACE_ROOT: workspaceRoot };
  try {
    execFileSync(process.execPath, [nextBin, 'build'], { cwd: appDir, env, stdio: 'pipe' });
  } catch (error) {
    fail(`next build failed:\n${error.stdout}\n${error.stderr}`);
    return;
  }

  const port = await freePort();
  const server = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: appDir,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await new Promise((resolve, reject) => {
      server.stdout.on('data', (chunk) => /Ready|started/i.test(String(chunk)) && resolve());
      server.on('exit', (code) => reject(new Error(`next start exited with ${code}`)));
    });

    const html = await (await fetch(origin)).text();
    for (const markup of [
      'Server button',
      'data-slot="button"',
      'data-helper="p-4"',
      'data-slot="theme-toggle"',
    ]) {
      if (!html.includes(markup)) fail(`the server's HTML of / lacks ${markup}`);
    }
    await checkKoreanServerPage(origin, browser, fail);
    await measureServerPages(origin, browser, fail);
    await checkServerTableKeyboard(origin, browser, fail);
    await checkBrandSwitch(origin, browser, fail);

    const clientHtml = await (await fetch(`${origin}/client`)).text();
    if (!clientHtml.includes('Open dialog')) fail("the server's HTML of /client lacks the dialog trigger");
    // A client component gets the client Table (not the react-server one): LocaleProvider's words.
    if (!clientHtml.includes('데이터 없음'))
      fail(
        "a Table in a client component under LocaleProvider 'ko' does not say LocaleProvider's 데이터 없음",
      );

    const post = (body) => fetch(`${origin}/api/contact`, { method: 'POST', body: JSON.stringify(body) });
    const refused = await post({ fullName: '', email: 'nope', message: '' });
    if (refused.status !== 400) fail(`the route handler answered ${refused.status} to an invalid message`);
    const accepted = await post({ fullName: ' Ada Lovelace ', email: 'ada@example.com', message: 'Hi' });
    const acceptedBody = accepted.ok ? await accepted.json() : undefined;
    if (acceptedBody?.fullName !== 'Ada Lovelace')
      fail(`the route handler answered ${accepted.status} to a valid message`);

    const context = await browser.newContext();
    await context.addInitScript(() => localStorage.setItem('theme-mode', 'dark'));
    const page = await context.newPage();
    const problems = [];
    page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
    page.on('pageerror', (error) => problems.push(error.message));
    try {
      await page.goto(origin);
      const toggle = page.locator('[data-slot="theme-toggle"]');
      await toggle.and(page.locator('[data-mode="dark"]')).waitFor();
      if (!(await page.evaluate(() => document.documentElement.classList.contains('dark'))))
        fail('a stored dark theme is not on <html>');
      await toggle.click();
      await toggle.and(page.locator('[data-mode="light"]')).waitFor();

      await page.goto(`${origin}/client`);
      await page.getByRole('button', { name: 'Open dialog' }).click();
      await page.getByRole('dialog', { name: 'Hello' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      if (problems.length) fail(`the browser reported errors:\n${problems.join('\n')}`);
    } finally {
      await context.close();
    }
  } catch (error) {
    fail(String(error?.stack ?? error));
  } finally {
    server.kill();
  }
}

/**
 * /ko, a server component: its HTML already holds what the server rendered (formatted cells,
 * a render function's link, the server's messages with their placeholders filled, the `lang`
 * wrapper), and in the browser the Korean text is `:lang(ko)` and the title is a title.
 */
async function checkKoreanServerPage(origin, browser, fail) {
  const html = await (await fetch(`${origin}/ko`)).text();
  for (const [markup, what] of [
    ['<div lang="ko"', "LocaleProvider's lang on what it wraps"],
    ['<time dateTime="2025-09-26">2025. 9. 26.</time>', 'a date cell in ko-KR, from a field'],
    ['₩28,000', 'a currency cell in KRW, from a field'],
    ['href="/invoices/inv-2.pdf"', "a render function's cell, run on the server"],
    ['데이터 없음', "a server Table's own empty text in its locale (ko-KR)"],
    ['청구서가 아직 없습니다', "the empty table's message passed from the server"],
    ['1번째 단계', "a step label from the server's template"],
  ]) {
    if (!html.includes(markup)) fail(`the server's HTML of /ko lacks ${what} (${markup})`);
  }

  const page = await browser.newPage();
  const problems = [];
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
  page.on('pageerror', (error) => problems.push(error.message));
  try {
    await page.goto(`${origin}/ko`);
    const cell = page.getByRole('cell', { name: '₩28,000' });
    await cell.waitFor();
    if (!(await cell.evaluate((element) => element.matches(':lang(ko)'))))
      fail('a cell inside LocaleProvider "ko" does not match :lang(ko)');
    const titleSize = await page
      .getByRole('heading', { level: 1, name: '청구서' })
      .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));
    if (!(titleSize >= 36)) fail(`Heading level={1} renders at ${titleSize}px, body size`);
    if (problems.length) fail(`the browser reported errors on /ko:\n${problems.join('\n')}`);
  } finally {
    await page.close();
  }
}

/**
 * /brand with scripts off, so what is drawn is the server's HTML and CSS alone: the page's
 * buttons in the CCNets brand (brands/ccnets.css) and the RemoteRL section's in RemoteRL
 * (data-brand="remoterl"), light and dark.
 */
async function checkBrandSwitch(origin, browser, fail) {
  const html = await (await fetch(`${origin}/brand`)).text();
  if (!html.includes('data-brand="remoterl"'))
    fail("the server's HTML of /brand lacks the data-brand section");
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const background = (name) =>
    page.getByRole('button', { name }).evaluate((element) => getComputedStyle(element).backgroundColor);
  try {
    await page.goto(`${origin}/brand`);
    for (const [mode, expected] of [
      ['light', { ccnets: 'rgb(15, 118, 110)', remoterl: 'rgb(60, 102, 211)' }],
      ['dark', { ccnets: 'rgb(15, 118, 110)', remoterl: 'rgb(60, 102, 211)' }],
    ]) {
      if (mode === 'dark') await page.evaluate(() => document.documentElement.classList.add('dark'));
      const ccnets = await background('CCNets button');
      const remoterl = await background('RemoteRL button');
      if (ccnets !== expected.ccnets)
        fail(`/brand (${mode}): the CCNets button is ${ccnets}, expected ${expected.ccnets}`);
      if (remoterl !== expected.remoterl)
        fail(
          `/brand (${mode}): the data-brand="remoterl" button is ${remoterl}, expected ${expected.remoterl}`,
        );
    }
    const radius = await page
      .getByRole('button', { name: 'CCNets button' })
      .evaluate((element) => getComputedStyle(element).borderRadius);
    if (radius !== '10px') fail(`/brand: the CCNets button's radius is ${radius}, expected the brand's 10px`);
    await checkFontsAndPaint(
      page,
      {
        setup: 'styles.css + brands/ccnets.css',
        latin: 'main > [data-slot="button"]',
        hangul: 'main > [lang="ko"] [data-slot="button"]',
      },
      fail,
    );
  } finally {
    await context.close();
  }
}

/** The scripts a page loads, by path, with their gzip size in bytes. */
async function loadedScripts(browser, url) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response);
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    const scripts = new Map();
    for (const response of responses) {
      scripts.set(new URL(response.url()).pathname, gzipSync(await response.body()).length);
    }
    return scripts;
  } finally {
    await context.close();
  }
}

/**
 * What a server page with only a Button, or only a Table, sends of the design system: the
 * scripts it loads beyond those of a page without the design system (same root layout, no
 * client component), gzip. Neither sends any: a React server resolves the Table's `#table-parts`
 * to parts with no client module (1.6 KB before, 11 KB before its classes were merged on the
 * server).
 */
const SERVER_PAGE_BUDGET_KB = { Button: 0, Table: 0 };

export async function measureServerPages(origin, browser, fail) {
  const baseline = await loadedScripts(browser, `${origin}/server-empty`);
  if (baseline.size === 0) fail('/server-empty loaded no script: the measurement read nothing');
  const figures = {};
  for (const [component, route] of [
    ['Button', '/server-button'],
    ['Table', '/server-table'],
  ]) {
    const extra = [...(await loadedScripts(browser, `${origin}${route}`))].filter(
      ([script]) => !baseline.has(script),
    );
    const bytes = extra.reduce((sum, [, size]) => sum + size, 0);
    figures[component] = `${(bytes / 1024).toFixed(1)} KB gzip in ${extra.length} scripts`;
    if (bytes > SERVER_PAGE_BUDGET_KB[component] * 1024)
      fail(
        `a server page with only a ${component} sends ${figures[component]}, over its ${SERVER_PAGE_BUDGET_KB[component]} KB: ${extra.map(([script]) => script)}`,
      );
  }
  // The opt-in of a page that needs the measured region (docs/decisions.md), for its figure.
  const optIn = [...(await loadedScripts(browser, `${origin}/server-table-client`))].filter(
    ([script]) => !baseline.has(script),
  );
  figures['Table through a client module'] =
    `${(optIn.reduce((sum, [, size]) => sum + size, 0) / 1024).toFixed(1)} KB gzip in ${optIn.length} scripts`;
  console.log('design-system client JS of a server page with only:', figures);
}

/**
 * The server-rendered Table's scroll container cannot measure, so it is always a focusable
 * region named by its caption: clipped on a narrow screen, one Tab reaches it and arrow keys
 * scroll it (in every engine, WebKit included, which has no focusable scrollers of its own).
 * Rendered through a client module, it is that region only while the table overflows.
 */
async function checkServerTableKeyboard(origin, browser, fail) {
  const context = await browser.newContext({ viewport: { width: 120, height: 600 } });
  const page = await context.newPage();
  const container = page.locator('[data-slot="table-container"]');
  const focusedSlot = () => page.evaluate(() => document.activeElement?.getAttribute('data-slot') ?? null);
  try {
    await page.goto(`${origin}/server-table`);
    await page
      .getByRole('region', { name: 'Invoices' })
      .and(page.locator('[tabindex="0"]'))
      .waitFor({ timeout: 5000 })
      .catch(() =>
        fail('the server-rendered Table container is not a focusable region named by its caption'),
      );
    const clipped = await container.evaluate((element) => element.scrollWidth > element.clientWidth + 1);
    if (!clipped) fail('/server-table at 120 px does not clip its Table: the keyboard check read nothing');
    await page.keyboard.press('Tab');
    if ((await focusedSlot()) !== 'table-container')
      fail(`Tab on a clipped server Table focused ${await focusedSlot()}, not its scroll container`);
    await page.keyboard.press('ArrowRight');
    await page
      .waitForFunction(
        () => document.querySelector('[data-slot="table-container"]').scrollLeft > 0,
        undefined,
        { timeout: 2000 },
      )
      .catch(() => fail('ArrowRight on the focused server Table container did not scroll it'));

    // Rendered through a client module, the container measures: a region while clipped...
    await page.goto(`${origin}/server-table-client`);
    await page
      .getByRole('region', { name: 'Invoices' })
      .and(page.locator('[tabindex="0"]'))
      .waitFor({ timeout: 5000 })
      .catch(() => fail('a clipped Table rendered through a client module is not a focusable region'));
    // ...and no tab stop where it fits.
    await page.setViewportSize({ width: 1000, height: 600 });
    await page
      .locator('[data-slot="table-container"]:not([tabindex])')
      .waitFor({ timeout: 5000 })
      .catch(() => fail('a Table rendered through a client module stays a tab stop where it fits'));
  } finally {
    await context.close();
  }
}
