// `pnpm bench:stalled-streams` (issue 34, finding and item 2): live-view streams that never read
// must not grow the server's memory. Two dev backends run side by side for `--seconds` (300 by
// default), each with 2 Premium accounts of 100 sessions pinging; on one of them every account
// also holds 10 streams (GET /gateway/sessions/events) that are opened and never read, and tries
// every 5 s to open more (a never-reading client that reconnects; the cap of 10 streams per
// account answers 429 until the stall bound has closed one). Side by side, so both runs see the
// same busy machine. Goal: the server with streams stays within 10 % of the one without, in
// every minute of the run. A benchmark, not a test (test/live-view-stream.test.ts is the short one).
//   node bench/stalled-streams.ts [--seconds 300] [--sessions 100] [--streams 10] [--ping-ms 250]
//     [--reading] [--server-node-options='--min-semi-space-size=0 --max-semi-space-size=0 --memory-reducer']
// Both servers run with the service's own V8 flags (src/service-node-flags.ts), as every start of
// it does. The last argument is a diagnostic, given to both after those: the one shown puts the
// young generation back on V8's default sizing, whose resizing swings each server's RSS by up to
// 120 MB on its own phase (docs/decisions.md, "The backend holds its young generation"). The goal
// is judged without it.
import { mkdtempSync, rmSync } from 'node:fs';
import { get, type ClientRequest } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import WebSocket from 'ws';
import { createPremiumAccounts, type BenchAccount } from './sessions/accounts.ts';
import { asAccount } from './sessions/bench-token.ts';
import { MemorySampler } from './sessions/memory-trend.ts';
import { table } from './sessions/report.ts';
import {
  BENCH_SERVER_MAIN,
  SERVER_NODE_OPTIONS_ARG,
  serverNodeOptions,
  startServerProcess,
  type ServerProcess,
} from './sessions/server-process.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '300' },
    sessions: { type: 'string', default: '100' },
    streams: { type: 'string', default: '10' },
    'ping-ms': { type: 'string', default: '250' },
    // A control: streams that do read, to tell what backpressure costs from what streams cost.
    reading: { type: 'boolean', default: false },
    ...SERVER_NODE_OPTIONS_ARG,
  },
});
const nodeOptions = serverNodeOptions(values);
const seconds = Number(values.seconds);
const sessionsPerAccount = Number(values.sessions);
const streamsPerAccount = Number(values.streams);
const pingMs = Number(values['ping-ms']);
if (![seconds, sessionsPerAccount, streamsPerAccount, pingMs].every((n) => Number.isInteger(n) && n > 0)) {
  throw new Error('--seconds, --sessions, --streams and --ping-ms are positive integers');
}
const ACCOUNTS = 2;
const REOPEN_EVERY_MS = 5_000;
/** Both servers are sampled this often; the table shows one row per minute (or per tenth of a run). */
const SAMPLE_MS = 2_000;
const ALLOWED_PERCENT = 10;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loads = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

interface Run {
  name: string;
  server: ServerProcess;
  accounts: BenchAccount[];
  dataDir: string;
  sockets: WebSocket[];
  /** Sessions the server closed during the run, by close code: a run whose sessions end idles. */
  closedByServer: Map<number, number>;
}

async function startRun(name: string): Promise<Run> {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-stalled-${name}-`));
  const accounts = createPremiumAccounts(dataDir, ACCOUNTS, 1_000);
  const server = await startServerProcess(
    { DEV_BACKEND_DATA_DIR: dataDir, SESSION_MAX_PER_ACCOUNT: String(sessionsPerAccount) },
    BENCH_SERVER_MAIN,
    nodeOptions,
  );
  return { name, server, accounts, dataDir, sockets: [], closedByServer: new Map() };
}

/** A welcomed session: half of each account's are trainers, half simulators, so they pair. */
function openSession(url: string, apiKey: string, role: 'simulator' | 'trainer'): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'hello', apiKey, role })));
    socket.once('message', (data) => {
      const frame = JSON.parse(String(data)) as { type: string };
      if (frame.type === 'welcome') resolve(socket);
      else reject(new Error(`refused: ${String(data)}`));
    });
    socket.once('error', reject);
  });
}

/** Never-read streams of one account: what the server answered to each attempt. */
interface StalledStreams {
  open: ClientRequest[];
  accepted: number;
  refused: Map<number, number>;
}

function openStalled(url: string, uid: string, streams: StalledStreams): Promise<boolean> {
  return new Promise((resolve) => {
    const request = get(url, { headers: asAccount(uid) }, (response) => {
      const status = response.statusCode ?? 0;
      if (status === 200) {
        // Never read: the server's writes back up behind it.
        if (values.reading) response.resume();
        else response.pause();
        streams.accepted += 1;
        streams.open.push(request);
        resolve(true);
        return;
      }
      streams.refused.set(status, (streams.refused.get(status) ?? 0) + 1);
      response.resume();
      resolve(false);
    });
    request.once('error', () => resolve(false));
  });
}

const [without, withStreams] = [await startRun('without'), await startRun('with')];
const runs = [without, withStreams];
console.log(
  `[bench] ${seconds} s, ${ACCOUNTS} accounts × ${sessionsPerAccount} sessions pinging every ${pingMs} ms, ` +
    `side by side with and without ${streamsPerAccount} never-read streams per account` +
    (nodeOptions.length > 0 ? ` (diagnostic: servers run with ${nodeOptions.join(' ')})` : ''),
);
for (const run of runs) {
  const url = `${run.server.url.replace('http', 'ws')}/sessions/v1`;
  for (const { apiKey } of run.accounts) {
    for (let index = 0; index < sessionsPerAccount; index += 1) {
      const socket = await openSession(url, apiKey, index % 2 === 0 ? 'trainer' : 'simulator');
      socket.once('close', (code) => run.closedByServer.set(code, (run.closedByServer.get(code) ?? 0) + 1));
      run.sockets.push(socket);
    }
  }
}
const pings = setInterval(() => {
  for (const socket of [...without.sockets, ...withStreams.sockets]) {
    if (socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify({ type: 'ping', t: Date.now() }));
  }
}, pingMs);
await sleep(5_000);
const heapsAtStart = await Promise.all(runs.map((run) => run.server.retainedHeapMb()));

const samplers = runs.map((run) => new MemorySampler(run.server, SAMPLE_MS));
const eventsUrl = `${withStreams.server.url}/gateway/sessions/events`;
const stalled = withStreams.accounts.map(
  () => ({ open: [], accepted: 0, refused: new Map() }) as StalledStreams,
);
const attempt = async () => {
  await Promise.all(
    withStreams.accounts.map(async ({ uid }, index) => {
      const streams = stalled[index] as StalledStreams;
      // Until the cap refuses: a slot the stall bound freed is taken again at once.
      for (let opened = 0; opened < streamsPerAccount; opened += 1)
        if (!(await openStalled(eventsUrl, uid, streams))) return;
    }),
  );
};
await attempt();
const reopening = setInterval(() => void attempt(), REOPEN_EVERY_MS);
await sleep(seconds * 1_000);
clearInterval(reopening);
clearInterval(pings);
for (const sampler of samplers) sampler.stop();
const ends = runs.map((run) => run.server.memory());
const openAtEnd = runs.map(
  (run) => run.sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length,
);
const closedDuring = runs.map(
  (run) => [...run.closedByServer].map(([code, n]) => `${n}×${code}`).join(', ') || 'none',
);
// Before the full collection below, which would empty the young generation.
const parts = await Promise.all(runs.map((run) => run.server.memoryParts()));
const heapsAtEnd = await Promise.all(runs.map((run) => run.server.retainedHeapMb()));
for (const streams of stalled) for (const request of streams.open) request.destroy();
for (const socket of [...without.sockets, ...withStreams.sockets]) socket.terminate();
await Promise.all(runs.map((run) => run.server.stop()));
for (const run of runs) rmSync(run.dataDir, { recursive: true, force: true });

const [baseline, measured] = samplers as [MemorySampler, MemorySampler];
const stretchS = Math.max(10, Math.min(60, Math.round(seconds / 10)));
const rows: [string, string][] = [];
let worstPercent = -Infinity;
for (let from = 0; from < seconds; from += stretchS) {
  const a = baseline.medianBetween(from, from + stretchS);
  const b = measured.medianBetween(from, from + stretchS);
  if (!Number.isFinite(a) || !Number.isFinite(b)) continue;
  const percent = ((b - a) / a) * 100;
  worstPercent = Math.max(worstPercent, percent);
  rows.push([
    `${from}–${from + stretchS} s`,
    `${a.toFixed(1)} MB | ${b.toFixed(1)} MB | ${percent >= 0 ? '+' : ''}${percent.toFixed(1)} %`,
  ]);
}
console.log('\nServer RSS, median of each stretch: without streams | with streams | difference\n');
console.log(table(rows));
const accepted = stalled.reduce((sum, streams) => sum + streams.accepted, 0);
const refused = stalled.flatMap((streams) => [...streams.refused.entries()]);
console.log(
  '\n' +
    table([
      ['never-read streams opened (first 20, then each slot freed)', String(accepted)],
      [
        'of them, reopened after the server closed a stalled one',
        String(Math.max(0, accepted - ACCOUNTS * streamsPerAccount)),
      ],
      ['sessions open at the end, without / with', openAtEnd.join(' / ')],
      ['sessions the servers closed during the run, without ; with', closedDuring.join(' ; ')],
      ['attempts refused', refused.map(([status, n]) => `${n}×${status}`).join(', ') || '0'],
      [
        'RSS at the end, without / with',
        `${(ends[0]?.rssMb ?? 0).toFixed(1)} / ${(ends[1]?.rssMb ?? 0).toFixed(1)} MB`,
      ],
      [
        'RSS high-water, without / with',
        `${(ends[0]?.peakMb ?? 0).toFixed(1)} / ${(ends[1]?.peakMb ?? 0).toFixed(1)} MB`,
      ],
      [
        'heap retained after a full GC, start → end: without / with',
        heapsAtStart
          .map((mb, index) => `${mb.toFixed(1)} → ${(heapsAtEnd[index] ?? 0).toFixed(1)} MB`)
          .join(' / '),
      ],
      [
        'V8 young generation / old spaces / external at the end, without ; with',
        parts
          .map(
            (part) =>
              `${part.newSpaceMb.toFixed(1)} / ${part.oldSpacesMb.toFixed(1)} / ${part.externalMb.toFixed(1)} MB`,
          )
          .join(' ; '),
      ],
      [
        'RSS slope, without / with',
        `${baseline.trend(0).slopeMbPerMin.toFixed(2)} / ${measured.trend(0).slopeMbPerMin.toFixed(2)} MB/min`,
      ],
      ['worst stretch, with over without', `${worstPercent >= 0 ? '+' : ''}${worstPercent.toFixed(1)} %`],
      ['load average at the end (1/5/15 min)', loads()],
    ]),
);
const goalMet = worstPercent <= ALLOWED_PERCENT;
console.log(
  goalMet
    ? `[bench] goal met: RSS with never-read streams within ${ALLOWED_PERCENT} % of the run without`
    : `[bench] goal NOT met: RSS with never-read streams ${worstPercent.toFixed(1)} % above the run without`,
);
if (nodeOptions.length > 0)
  console.log('[bench] a diagnostic run (server options given): not the issue’s test');
process.exitCode = goalMet ? 0 : 1;
