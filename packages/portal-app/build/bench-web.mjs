#!/usr/bin/env node
/**
 * `pnpm bench:web`: a benchmark, not a test. Lighthouse (mobile, medians of N runs) on /,
 * /pricing and /ko of the built portal, side by side in one batch with a peer build, using the
 * shared bench's measure-site.mjs (Lighthouse + the scripts a page loads until network idle),
 * then interaction latency (interaction-latency.ts: INP and time to effect of the menu and the
 * theme switch, first and second click, medians of --inp-runs), optionally for an earlier build
 * of the portal too (--before), all in one batch. Ends with one table per page (script, LCP,
 * TBT, INP, requests) and the batch's wall time.
 * Timings on shared machines move between batches: compare only figures of one batch.
 *
 *   node build/bench-web.mjs [--bench DIR] [--peer DIR] [--runs N] [--inp-runs N] [--dist DIR]
 *                            [--before DIR] [--signed-in]
 *     --dist       the portal build to measure (default packages/portal-app/dist)
 *     --before     another portal build (its packages/portal-app/dist), served the same way and
 *                  measured beside --dist, e.g. a worktree of the commit before a change
 *     --signed-in  also time the Plan modal, which opens only on the signed-in billing page: runs
 *                  e2e/measure/plan-modal-latency.measure.ts on the e2e stack (its pinned ports)
 *                  against this repository's build (not --before's).
 *     --bench  folder holding measure-site.mjs (default ../shared/bench beside the repository)
 *     --peer   the peer's static build (default <bench>/peers/same-stack-stand-in)
 *   The peer's equivalents are measured always: its menu and its one dialog (the sign-in dialog
 *   behind the top bar's "Log in", beside the Plan modal); it has no theme switch (n/a).
 *   Needs MEASURE_TOOLS (lighthouse + playwright-core installed) and CHROME_PATH, as
 *   measure-site.mjs documents. Build the portal first (pnpm build).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  freshContext,
  loadChromium,
  measureInteraction,
  PLAN_MODAL_INTERACTION,
  PORTAL_INTERACTIONS,
} from './interaction-latency.ts';
import { serveSite } from './serve-site.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');
const { values } = parseArgs({
  options: {
    bench: { type: 'string', default: path.resolve(repo, '../shared/bench') },
    peer: { type: 'string' },
    runs: { type: 'string', default: '3' },
    'inp-runs': { type: 'string', default: '5' },
    dist: { type: 'string', default: path.resolve(here, '../dist') },
    before: { type: 'string' },
    'signed-in': { type: 'boolean', default: false },
  },
});
const measureScript = path.join(values.bench, 'measure-site.mjs');
const peerDir = values.peer ?? path.join(values.bench, 'peers/same-stack-stand-in');
for (const [what, where] of [
  ['measure-site.mjs', measureScript],
  ['the peer build', peerDir],
  ['the portal build (run pnpm build)', path.join(values.dist, 'index.html')],
  ...(values.before ? [['the --before build', path.join(values.before, 'index.html')]] : []),
]) {
  if (!existsSync(where)) {
    console.error(`No ${what} at ${where}.`);
    process.exit(2);
  }
}

const PAGES = ['/', '/pricing', '/ko'];
/**
 * The peer's equivalents of the portal's interactions: its menu (a MUI Drawer) and, as its only
 * dialog on a public page, the sign-in dialog behind the top bar's "Log in". It has no theme
 * switch.
 */
const PEER_INTERACTIONS = [
  {
    ...PORTAL_INTERACTIONS[0],
    control: ['button[aria-label="open navigation menu"]'],
    effect: { present: '.MuiDrawer-root, [role="dialog"]' },
  },
  { ...PORTAL_INTERACTIONS[1], control: [] },
];
const PEER_DIALOG = {
  ...PLAN_MODAL_INTERACTION,
  name: 'sign-in dialog',
  control: ['header button:has-text("Log in")'],
  readyMs: 0,
  streams: false,
};
const INP_RUNS = Number(values['inp-runs']);

/**
 * The sites of the batch, in the order they are measured on each page. The portal builds are
 * served as production serves them (serve-site.mjs: prerendered files, SPA shell, brotli or gzip
 * as Hosting picks); the peer with measure-site's own static server for Lighthouse (index.html
 * fallback, gzip: the shared bench serves it so), started
 * per measurement, and with serve-site.mjs as a plain static host (index.html fallback, none
 * of our headers) for the interactions.
 */
const SITES = [
  {
    key: 'peer',
    label: 'stand-in',
    dir: peerDir,
    port: 5304,
    lighthousePort: 5302,
    interactions: PEER_INTERACTIONS,
  },
  ...(values.before
    ? [{ key: 'before', label: 'before', dir: values.before, port: 5305, interactions: PORTAL_INTERACTIONS }]
    : []),
  { key: 'ours', label: 'ours', dir: values.dist, port: 5303, interactions: PORTAL_INTERACTIONS },
];

function measure(url, label, extra = []) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [measureScript, url, label, '--runs', values.runs, ...extra], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`measure-site exited ${code} on ${url}`)),
    );
  });
}

const startedAt = Date.now();
const servers = await Promise.all(
  SITES.map((site) => serveSite(site.dir, site.port, '127.0.0.1', { plain: site.key === 'peer' })),
);
/** Per page, each site's measure-site result with its `interactions`. */
const results = [];
/** The Plan modal (ours, signed in, with --signed-in) and the peer's sign-in dialog. */
const dialogs = {};
try {
  if (values['signed-in']) dialogs.ours = await timePlanModal();
  for (const page of PAGES) {
    const measured = {};
    for (const site of SITES) {
      const label = `${site.label}${page.replaceAll('/', '_')}`;
      measured[site.key] = site.lighthousePort
        ? await measure(`http://127.0.0.1:${site.lighthousePort}${page}`, label, ['--serve', site.dir])
        : await measure(`http://127.0.0.1:${site.port}${page}`, label);
    }
    results.push({ page, measured });
  }
  // A busy machine can starve one interaction past its timeout: that cell reads "failed" and the
  // rest of the batch (the Lighthouse figures above all) is still printed.
  const timeOrReport = (url, interaction, where) =>
    measureInteraction(freshContext(browser), url, interaction, INP_RUNS).catch((error) => {
      console.error(`${interaction.name} on ${where} failed: ${error.message}`);
      return { name: interaction.name, failed: true };
    });
  const chromium = await loadChromium(process.env.MEASURE_TOOLS);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const { page, measured } of results) {
      for (const site of SITES) {
        const list = [];
        for (const interaction of site.interactions) {
          list.push(
            interaction.control.length === 0
              ? { name: interaction.name, missing: true }
              : await timeOrReport(
                  `http://127.0.0.1:${site.port}${page}`,
                  interaction,
                  `${site.label} ${page}`,
                ),
          );
        }
        measured[site.key].interactions = list;
      }
    }
    dialogs.peer = await timeOrReport('http://127.0.0.1:5304/', PEER_DIALOG, 'stand-in /');
  } finally {
    await browser.close();
  }
} finally {
  for (const server of servers) server.close();
}
const elapsedMs = Date.now() - startedAt;

/** Runs the Plan modal's measurement on the e2e stack and reads the JSON it writes. */
async function timePlanModal() {
  const out = path.join(mkdtempSync(path.join(tmpdir(), 'plan-modal-')), 'plan-modal.json');
  await new Promise((resolve, reject) => {
    const child = spawn(
      'pnpm',
      ['exec', 'playwright', 'test', '-c', 'e2e/measure.config.ts', 'plan-modal-latency'],
      {
        cwd: repo,
        stdio: ['ignore', 'ignore', 'inherit'],
        // CI: the stack starts its own servers rather than reusing ones found running.
        env: { ...process.env, CI: 'true', PLAN_MODAL_OUT: out, PLAN_MODAL_RUNS: values['inp-runs'] },
      },
    );
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`the Plan modal measurement exited ${code}`)),
    );
  });
  return JSON.parse(readFileSync(out, 'utf8'));
}

const ms = (value) => (value == null ? '–' : `${Math.round(value)} ms`);
const rows = [
  ['performance', (m) => m.lighthouse.median.performance],
  ['accessibility', (m) => m.lighthouse.median.accessibility],
  ['best practices', (m) => m.lighthouse.median.bestPractices],
  ['SEO', (m) => m.lighthouse.median.seo],
  ['FCP', (m) => ms(m.lighthouse.median.fcpMs)],
  ['LCP', (m) => ms(m.lighthouse.median.lcpMs)],
  ['TBT', (m) => ms(m.lighthouse.median.tbtMs)],
  ['CLS', (m) => m.lighthouse.median.cls],
  ['Speed Index', (m) => ms(m.lighthouse.median.speedIndexMs)],
  ['JS gzip until idle', (m) => `${(m.shipped.js.gzip / 1024).toFixed(1)} KB in ${m.shipped.js.count}`],
  ['requests until idle', (m) => requests(m)],
  ...PORTAL_INTERACTIONS.flatMap(({ name }) => [
    [`INP ${name}, 1st / 2nd`, (m) => interactionCell(m, name, (click) => inp(click))],
    [`to effect ${name}, 1st / 2nd`, (m) => interactionCell(m, name, (click) => ms(click.effectMs))],
  ]),
];

/** Requests the page made until network idle, every type. */
function requests(measured) {
  return Object.values(measured.shipped.byType).reduce((sum, type) => sum + type.count, 0);
}

/** A click's INP: under 16 ms the browser reports no entry (interaction-latency.ts). */
function inp(click) {
  return click.inpMs > 0 ? ms(click.inpMs) : '< 16 ms';
}

function interactionCell(measured, name, show) {
  const timed = measured.interactions?.find((interaction) => interaction.name === name);
  if (!timed || timed.missing) return 'n/a';
  if (timed.failed) return 'failed';
  return `${show(timed.first)} / ${show(timed.second)}`;
}
const columns = results.flatMap(({ page, measured }) =>
  SITES.map((site) => ({ title: `${page} ${site.label}`, measured: measured[site.key] })),
);
const header = ['', ...columns.map(({ title }) => title)];
const lines = [
  `| ${header.join(' | ')} |`,
  `|${header.map(() => '---').join('|')}|`,
  ...rows.map(([name, pick]) => `| ${name} | ${columns.map(({ measured }) => pick(measured)).join(' | ')} |`),
];
const lighthouse = results[0]?.measured.ours.lighthouse.meta?.lighthouseVersion ?? '?';
console.log(
  `Lighthouse ${lighthouse}, mobile, medians of ${values.runs}; interactions medians of ${INP_RUNS}; one batch:\n`,
);
console.log(lines.join('\n'));

// The summary the issue asks for: per page, each site's script, LCP, TBT, INP and requests.
const dialogCell = (timed) =>
  !timed ? 'not measured' : timed.failed ? 'failed' : `${inp(timed.first)} / ${inp(timed.second)}`;
const summaryHeader = [
  'page',
  'site',
  'JS gzip until idle',
  'LCP',
  'TBT',
  ...PORTAL_INTERACTIONS.map(({ name }) => `INP ${name}, 1st / 2nd`),
  'INP Plan modal, 1st / 2nd',
  'requests',
];
const summary = [
  `| ${summaryHeader.join(' | ')} |`,
  `|${summaryHeader.map(() => '---').join('|')}|`,
  ...results.flatMap(({ page, measured }) =>
    SITES.map((site) => {
      const m = measured[site.key];
      return `| ${[
        page,
        site.label,
        `${(m.shipped.js.gzip / 1024).toFixed(1)} KB`,
        ms(m.lighthouse.median.lcpMs),
        ms(m.lighthouse.median.tbtMs),
        ...PORTAL_INTERACTIONS.map(({ name }) => interactionCell(m, name, (click) => inp(click))),
        '–',
        requests(m),
      ].join(' | ')} |`;
    }),
  ),
  `| /user/billing, signed in | ours | | | | | | ${values['signed-in'] ? dialogCell(dialogs.ours) : 'with --signed-in'} | |`,
  `| / (its sign-in dialog) | stand-in | | | | | | ${dialogCell(dialogs.peer)} | |`,
];
console.log('\nPer page (INP: the longest event entry of the click; "< 16 ms": no entry):\n');
console.log(summary.join('\n'));
if (values.before)
  console.log("\nThe Plan modal is not measured on --before: the e2e stack serves this repository's build.");
console.log(`\nBatch wall time: ${(elapsedMs / 60_000).toFixed(1)} min.`);
