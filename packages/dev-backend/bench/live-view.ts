// `pnpm bench:live-view` (issue 33.7): a benchmark, not a test. Opens viewers of the live view
// (GET /gateway/sessions/events) over accounts that each run a simulator-trainer pair sending
// frames, then adds and removes a trainer of each account at random moments and times how long
// each viewer takes to show the change (update lag, from the added session's hello or the removed
// one's close). Reports p50/p99 lag and the server's memory per viewer. The viewers are spread
// over worker threads (bench/live-view/viewers-worker.ts), so the client's own parsing does not
// read as server lag; the server runs with its default stream caps (10 per account).
//   node bench/live-view.ts [--accounts 200] [--viewers 2000] [--seconds 30] [--workers 4]
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import WebSocket from 'ws';
import { createPremiumAccounts } from './sessions/accounts.ts';
import { quantile, table } from './sessions/report.ts';
import {
  BENCH_SERVER_MAIN,
  SERVER_NODE_OPTIONS_ARG,
  serverNodeOptions,
  startServerProcess,
} from './sessions/server-process.ts';
import type { ViewerRecord, WorkerInput, WorkerMessage } from './live-view/viewers-worker.ts';

const { values } = parseArgs({
  options: {
    accounts: { type: 'string', default: '200' },
    viewers: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '30' },
    workers: { type: 'string', default: '4' },
    ...SERVER_NODE_OPTIONS_ARG,
  },
});
const accountCount = Number(values.accounts);
const viewerCount = Number(values.viewers);
const seconds = Number(values.seconds);
const workerCount = Number(values.workers);
if (![accountCount, viewerCount, seconds, workerCount].every((n) => Number.isInteger(n) && n > 0)) {
  throw new Error('--accounts, --viewers, --seconds and --workers are positive integers');
}
const viewersPerAccount = Math.ceil(viewerCount / accountCount);
/** The server's own cap on streams per account (SESSION_MAX_STREAMS_PER_ACCOUNT's default). */
const DEFAULT_STREAM_CAP = 10;
/** Frames each running simulator sends per second: counters move all the time. */
const FRAMES_PER_SECOND = 2;
/** A change not shown this long after it was made is counted as missed. */
const MISSED_AFTER_MS = 10_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Wall-clock milliseconds with sub-millisecond precision, comparable with the workers' clocks. */
const now = () => performance.timeOrigin + performance.now();
const loadBefore = loadavg()
  .map((n) => n.toFixed(2))
  .join(' ');
const dataDir = mkdtempSync(join(tmpdir(), 'bench-live-view-'));
const accounts = createPremiumAccounts(dataDir, accountCount, 1_000);
const server = await startServerProcess(
  {
    DEV_BACKEND_DATA_DIR: dataDir,
    ...(viewersPerAccount > DEFAULT_STREAM_CAP && {
      SESSION_MAX_STREAMS_PER_ACCOUNT: String(viewersPerAccount),
    }),
    // Every account's changes connect from 127.0.0.1 at random moments, a few hundred at worst.
    SESSION_MAX_HANDSHAKES_PER_ADDRESS: String(4 * accountCount),
    SESSION_MAX_HANDSHAKES: String(4 * accountCount),
  },
  BENCH_SERVER_MAIN,
  serverNodeOptions(values),
);
const wsUrl = `${server.url.replace('http', 'ws')}/sessions/v1`;
console.log(
  `[bench] ${viewerCount} viewers over ${accountCount} accounts, ${seconds} s, ${workerCount} workers`,
);

/** A welcomed session; `helloAt` is when its hello left (the server's change follows it). */
function session(
  apiKey: string,
  role: 'simulator' | 'trainer',
): Promise<{ socket: WebSocket; helloAt: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl, { perMessageDeflate: false });
    let helloAt = 0;
    socket.once('open', () => {
      helloAt = now();
      socket.send(JSON.stringify({ type: 'hello', apiKey, role }));
    });
    socket.once('message', (data) => {
      const frame = JSON.parse(String(data)) as { type: string };
      if (frame.type === 'welcome') resolve({ socket, helloAt });
      else reject(new Error(`refused: ${String(data)}`));
    });
    socket.once('error', reject);
  });
}

// Running sessions: one pair per account; the simulators talk, so counters move on both sides.
const running: WebSocket[] = [];
for (const { apiKey } of accounts) {
  running.push((await session(apiKey, 'trainer')).socket, (await session(apiKey, 'simulator')).socket);
}
const frameTimer = setInterval(() => {
  for (const [index, socket] of running.entries()) {
    if (index % 2 === 1 && socket.readyState === WebSocket.OPEN)
      socket.send(Buffer.alloc(64), { binary: true });
  }
}, 1_000 / FRAMES_PER_SECOND);

await sleep(2_000);
const before = server.memory();
const assignments = Array.from({ length: viewerCount }, (_, index) => ({
  account: index % accountCount,
  uid: (accounts[index % accountCount] as { uid: string }).uid,
}));
const workers = Array.from({ length: workerCount }, (_, index) => {
  const input: WorkerInput = {
    eventsUrl: `${server.url}/gateway/sessions/events`,
    viewers: assignments.filter((_, viewer) => viewer % workerCount === index),
    concurrency: 25,
  };
  return new Worker(new URL('./live-view/viewers-worker.ts', import.meta.url), { workerData: input });
});
const next = (worker: Worker) =>
  new Promise<WorkerMessage>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
const openedAt = performance.now();
const opened = await Promise.all(workers.map(next));
const openSeconds = (performance.now() - openedAt) / 1000;
const refusedAtOpen = opened.reduce(
  (sum, message) => sum + (message.kind === 'opened' ? message.refused : 0),
  0,
);
await sleep(3_000);
const withViewers = server.memory();
const cpuAtStart = server.cpuSeconds();

// Each account adds a second trainer and removes it again at random moments.
const changes: { account: number; at: number; trainers: number }[] = [];
const until = Date.now() + seconds * 1_000;
await Promise.all(
  accounts.map(async ({ apiKey }, account) => {
    while (Date.now() < until) {
      await sleep(1_000 + Math.random() * 2_000);
      const extra = await session(apiKey, 'trainer');
      changes.push({ account, at: extra.helloAt, trainers: 2 });
      await sleep(1_000 + Math.random() * 2_000);
      changes.push({ account, at: now(), trainers: 1 });
      // 1000: a normal close ends the session (any other code holds it for resume).
      extra.socket.close(1000);
    }
  }),
);
const cpuSpent = server.cpuSeconds() - cpuAtStart;
await sleep(MISSED_AFTER_MS);
const after = server.memory();
const records = (
  await Promise.all(
    workers.map(async (worker) => {
      const reply = next(worker);
      worker.postMessage('stop');
      const message = await reply;
      return message.kind === 'records' ? message.records : [];
    }),
  )
).flat();
clearInterval(frameTimer);
for (const socket of running) socket.close(1000);
await server.stop();
rmSync(dataDir, { recursive: true, force: true });

// Per viewer and change of its account: the first time after the change that it showed it.
const changesOf = new Map<number, typeof changes>();
for (const change of changes)
  changesOf.set(change.account, [...(changesOf.get(change.account) ?? []), change]);
const lagsMs: number[] = [];
let missed = 0;
for (const record of records as ViewerRecord[]) {
  for (const change of changesOf.get(record.account) ?? []) {
    const shown = record.changes.find(([at, trainers]) => at >= change.at && trainers === change.trainers);
    if (shown && shown[0] - change.at <= MISSED_AFTER_MS) lagsMs.push(shown[0] - change.at);
    else missed += 1;
  }
}
const sum = (pick: (record: ViewerRecord) => number) =>
  records.reduce((total, record) => total + pick(record), 0);
const perViewerKb = ((withViewers.rssMb - before.rssMb) * 1024) / viewerCount;
console.log(
  table([
    ['viewers / accounts / worker threads', `${viewerCount} / ${accountCount} / ${workerCount}`],
    ['viewers opened in', `${openSeconds.toFixed(1)} s (${refusedAtOpen} refused)`],
    ['running sessions', String(running.length)],
    ['changes made / timed (viewer × change)', `${changes.length} / ${lagsMs.length}`],
    [`changes not shown within ${MISSED_AFTER_MS / 1000} s`, String(missed)],
    ['update lag p50', `${quantile(lagsMs, 0.5).toFixed(0)} ms`],
    ['update lag p99', `${quantile(lagsMs, 0.99).toFixed(0)} ms`],
    ['update lag max', `${quantile(lagsMs, 1).toFixed(0)} ms`],
    ['state messages received / streams dropped', `${sum((r) => r.events)} / ${sum((r) => r.dropped)}`],
    ['server RSS before viewers', `${before.rssMb.toFixed(1)} MB`],
    ['server RSS with viewers', `${withViewers.rssMb.toFixed(1)} MB`],
    ['server CPU while viewers watched changes', `${cpuSpent.toFixed(1)} s in ${seconds} s`],
    ['server RSS at the end / peak', `${after.rssMb.toFixed(1)} / ${after.peakMb.toFixed(1)} MB`],
    ['server memory per viewer', `${perViewerKb.toFixed(1)} KB`],
    [
      'load average before / after',
      `${loadBefore} / ${loadavg()
        .map((n) => n.toFixed(2))
        .join(' ')}`,
    ],
  ]),
);
const goalMet = quantile(lagsMs, 0.99) <= 1_000 && missed === 0 && refusedAtOpen === 0;
console.log(
  goalMet
    ? '[bench] goal met: p99 <= 1 s'
    : '[bench] goal NOT met: p99 > 1 s, changes missed or viewers refused',
);
process.exitCode = goalMet ? 0 : 1;
