#!/usr/bin/env node
/**
 * `pnpm bench:web`: a benchmark, not a test. Lighthouse (mobile, medians of N runs) on /,
 * /pricing and /ko of the built portal, side by side in one batch with a peer build, using the
 * shared bench's measure-site.mjs (Lighthouse + the scripts a page loads until network idle),
 * then interaction latency (interaction-latency.ts: INP and time to effect of the menu and the
 * theme switch, first and second click, medians of --inp-runs).
 * Timings on shared machines move between batches: compare only figures of one batch.
 *
 *   node build/bench-web.mjs [--bench DIR] [--peer DIR] [--runs N] [--inp-runs N] [--dist DIR]
 *                            [--signed-in]
 *     --signed-in  also time the Plan modal, which opens only on the signed-in billing page: runs
 *                  e2e/measure/plan-modal-latency.measure.ts on the e2e stack (its pinned ports),
 *                  against the peer's one dialog, the sign-in dialog behind "Get started".
 *     --bench  folder holding measure-site.mjs (default ../shared/bench beside the repository)
 *     --peer   the peer's static build (default <bench>/peers/same-stack-stand-in)
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
    'signed-in': { type: 'boolean', default: false },
  },
});
const measureScript = path.join(values.bench, 'measure-site.mjs');
const peerDir = values.peer ?? path.join(values.bench, 'peers/same-stack-stand-in');
for (const [what, where] of [
  ['measure-site.mjs', measureScript],
  ['the peer build', peerDir],
  ['the portal build (run pnpm build)', path.join(values.dist, 'index.html')],
]) {
  if (!existsSync(where)) {
    console.error(`No ${what} at ${where}.`);
    process.exit(2);
  }
}

const PAGES = ['/', '/pricing', '/ko'];
/**
 * The peer's equivalents of the portal's interactions: its menu (a MUI Drawer) and, as its only
 * dialog on a public page, the sign-in dialog behind "Get started". It has no theme switch.
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
  control: ['header button:has-text("Get started")'],
  readyMs: 0,
  streams: false,
};
const PEER_PORT = 5302;
const OURS_PORT = 5303;
const PEER_INTERACTION_PORT = 5304;

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

// Ours is served as production serves it (prerendered files, SPA shell, gzip); the peer with
// measure-site's own static server (index.html fallback, gzip), started per measurement, and
// with this script's server for the interactions.
const server = await serveSite(values.dist, OURS_PORT);
const peerServer = await serveSite(peerDir, PEER_INTERACTION_PORT);
const results = [];
/** The Plan modal (ours, signed in) and the peer's dialog, with --signed-in. */
const dialogs = {};
try {
  if (values['signed-in']) dialogs.ours = await timePlanModal();
  for (const page of PAGES) {
    const peer = await measure(
      `http://127.0.0.1:${PEER_PORT}${page}`,
      `stand-in${page.replaceAll('/', '_')}`,
      ['--serve', peerDir],
    );
    const ours = await measure(`http://127.0.0.1:${OURS_PORT}${page}`, `ours${page.replaceAll('/', '_')}`);
    results.push({ page, peer, ours });
  }
  const chromium = await loadChromium(process.env.MEASURE_TOOLS);
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH,
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    for (const result of results) {
      const timed = async (port, interactions) => {
        const list = [];
        for (const interaction of interactions) {
          const url = `http://127.0.0.1:${port}${result.page}`;
          list.push(
            interaction.control.length === 0
              ? { name: interaction.name, missing: true }
              : await measureInteraction(freshContext(browser), url, interaction, Number(values['inp-runs'])),
          );
        }
        return list;
      };
      result.peer.interactions = await timed(PEER_INTERACTION_PORT, PEER_INTERACTIONS);
      result.ours.interactions = await timed(OURS_PORT, PORTAL_INTERACTIONS);
    }
    if (values['signed-in']) {
      dialogs.peer = await measureInteraction(
        freshContext(browser),
        `http://127.0.0.1:${PEER_INTERACTION_PORT}/`,
        PEER_DIALOG,
        Number(values['inp-runs']),
      );
    }
  } finally {
    await browser.close();
  }
} finally {
  server.close();
  peerServer.close();
}

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
  ['requests until idle', (m) => Object.values(m.shipped.byType).reduce((sum, type) => sum + type.count, 0)],
  ...PORTAL_INTERACTIONS.flatMap(({ name }) => [
    [`INP ${name}, 1st / 2nd`, (m) => interactionCell(m, name, (click) => inp(click))],
    [`to effect ${name}, 1st / 2nd`, (m) => interactionCell(m, name, (click) => ms(click.effectMs))],
  ]),
];

/** A click's INP: under 16 ms the browser reports no entry (interaction-latency.ts). */
function inp(click) {
  return click.inpMs > 0 ? ms(click.inpMs) : '< 16 ms';
}

function interactionCell(measured, name, show) {
  const timed = measured.interactions?.find((interaction) => interaction.name === name);
  if (!timed || timed.missing) return 'n/a';
  return `${show(timed.first)} / ${show(timed.second)}`;
}
const header = ['', ...results.flatMap(({ page }) => [`${page} stand-in`, `${page} ours`])];
const lines = [
  `| ${header.join(' | ')} |`,
  `|${header.map(() => '---').join('|')}|`,
  ...rows.map(
    ([name, pick]) =>
      `| ${name} | ${results.flatMap(({ peer, ours }) => [pick(peer), pick(ours)]).join(' | ')} |`,
  ),
];
const lighthouse = results[0]?.ours.lighthouse.meta?.lighthouseVersion ?? '?';
console.log(`Lighthouse ${lighthouse}, mobile, medians of ${values.runs}, one batch:\n`);
console.log(lines.join('\n'));
if (dialogs.ours) {
  const show = (timed) =>
    `INP ${inp(timed.first)} / ${inp(timed.second)}, to effect ${ms(timed.first.effectMs)} / ${ms(timed.second.effectMs)}`;
  console.log(`\nPlan modal on /user/billing, signed in (1st / 2nd click): ${show(dialogs.ours)}`);
  console.log(`The stand-in's sign-in dialog on / (1st / 2nd click): ${show(dialogs.peer)}`);
}
