#!/usr/bin/env node
/**
 * `pnpm bench:web`: a benchmark, not a test. Lighthouse (mobile, medians of N runs) on /,
 * /pricing and /ko of the built portal, side by side in one batch with a peer build, using the
 * shared bench's measure-site.mjs (Lighthouse + the scripts a page loads until network idle).
 * Timings on shared machines move between batches: compare only figures of one batch.
 *
 *   node build/bench-web.mjs [--bench DIR] [--peer DIR] [--runs N] [--dist DIR]
 *     --bench  folder holding measure-site.mjs (default ../shared/bench beside the repository)
 *     --peer   the peer's static build (default <bench>/peers/same-stack-stand-in)
 *   Needs MEASURE_TOOLS (lighthouse + playwright-core installed) and CHROME_PATH, as
 *   measure-site.mjs documents. Build the portal first (pnpm build).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { serveSite } from './serve-site.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../../..');
const { values } = parseArgs({
  options: {
    bench: { type: 'string', default: path.resolve(repo, '../shared/bench') },
    peer: { type: 'string' },
    runs: { type: 'string', default: '3' },
    dist: { type: 'string', default: path.resolve(here, '../dist') },
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
const PEER_PORT = 5302;
const OURS_PORT = 5303;

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
// measure-site's own static server (index.html fallback, gzip), started per measurement.
const server = await serveSite(values.dist, OURS_PORT);
const results = [];
try {
  for (const page of PAGES) {
    const peer = await measure(
      `http://127.0.0.1:${PEER_PORT}${page}`,
      `stand-in${page.replaceAll('/', '_')}`,
      ['--serve', peerDir],
    );
    const ours = await measure(`http://127.0.0.1:${OURS_PORT}${page}`, `ours${page.replaceAll('/', '_')}`);
    results.push({ page, peer, ours });
  }
} finally {
  server.close();
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
];
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
