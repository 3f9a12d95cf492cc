// `pnpm bench:live-view`: a benchmark, not a test. Opens viewers of the live view (GET
// /gateway/sessions/events) over accounts that each run a simulator-trainer pair sending frames,
// then changes each account's sessions at random moments and times how long each viewer takes to
// show the change (update lag). Reports p50/p99 lag and the server's memory per viewer.
//   node bench/live-view.ts [--accounts 200] [--viewers 2000] [--seconds 30]
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import fastJsonPatch, { type Operation } from 'fast-json-patch';
import WebSocket from 'ws';
import { createPremiumAccounts } from './sessions/accounts.ts';
import { quantile, table } from './sessions/report.ts';
import { startServerProcess } from './sessions/server-process.ts';

const { values } = parseArgs({
  options: {
    accounts: { type: 'string', default: '200' },
    viewers: { type: 'string', default: '2000' },
    seconds: { type: 'string', default: '30' },
  },
});
const accountCount = Number(values.accounts);
const viewerCount = Number(values.viewers);
const seconds = Number(values.seconds);
if (![accountCount, viewerCount, seconds].every((n) => Number.isInteger(n) && n > 0)) {
  throw new Error('--accounts, --viewers and --seconds are positive integers');
}
const viewersPerAccount = Math.ceil(viewerCount / accountCount);
/** Frames each running simulator and trainer sends per second: counters move all the time. */
const FRAMES_PER_SECOND = 2;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const loadBefore = loadavg()
  .map((n) => n.toFixed(2))
  .join(' ');
const dataDir = mkdtempSync(join(tmpdir(), 'bench-live-view-'));
const accounts = createPremiumAccounts(dataDir, accountCount, 1_000);
const server = await startServerProcess(
  {
    DEV_BACKEND_DATA_DIR: dataDir,
    SESSION_MAX_STREAMS_PER_ACCOUNT: String(viewersPerAccount),
    SESSION_MAX_HANDSHAKES_PER_ADDRESS: String(4 * accountCount),
    SESSION_MAX_HANDSHAKES: String(4 * accountCount),
  },
  fileURLToPath(new URL('./live-view/server-main.ts', import.meta.url)),
);
const wsUrl = `${server.url.replace('http', 'ws')}/sessions/v1`;
const eventsUrl = `${server.url}/gateway/sessions/events`;
console.log(`[bench] ${viewerCount} viewers over ${accountCount} accounts, ${seconds} s`);

/** A welcomed session; a simulator and trainer of one account pair with each other. */
function session(apiKey: string, role: 'simulator' | 'trainer'): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl, { perMessageDeflate: false });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'hello', apiKey, role })));
    socket.once('message', (data) => {
      const frame = JSON.parse(String(data)) as { type: string };
      if (frame.type === 'welcome') resolve(socket);
      else reject(new Error(`refused: ${String(data)}`));
    });
    socket.once('error', reject);
  });
}

// Running sessions: one pair per account, exchanging frames.
const running: WebSocket[] = [];
for (const { apiKey } of accounts) {
  running.push(await session(apiKey, 'trainer'), await session(apiKey, 'simulator'));
}
const frameTimer = setInterval(() => {
  for (const [index, socket] of running.entries()) {
    // A trainer's frame names its simulator; the payload of either is irrelevant here, so the
    // trainers stay quiet and the simulators talk (counters still move on both sides).
    if (index % 2 === 1 && socket.readyState === WebSocket.OPEN)
      socket.send(Buffer.alloc(64), { binary: true });
  }
}, 1_000 / FRAMES_PER_SECOND);

interface Viewer {
  account: number;
  state: { counts: { trainer: number } } | undefined;
  /** Called with the trainer count of every state the viewer shows. */
  onState?: (trainers: number) => void;
  controller: AbortController;
}

async function openViewer(account: number, uid: string): Promise<Viewer> {
  const viewer: Viewer = { account, state: undefined, controller: new AbortController() };
  const response = await fetch(eventsUrl, {
    headers: { authorization: `Bearer bench:${uid}` },
    signal: viewer.controller.signal,
  });
  if (response.status !== 200) throw new Error(`viewer refused: ${response.status}`);
  const reader = (response.body as ReadableStream<Uint8Array>)
    .pipeThrough(new TextDecoderStream())
    .getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (!event || data === undefined) continue;
          if (event === 'sessions') viewer.state = JSON.parse(data) as Viewer['state'];
          else if (viewer.state)
            viewer.state = fastJsonPatch.applyPatch(
              viewer.state,
              JSON.parse(data) as Operation[],
              false,
              true,
            ).newDocument;
          if (viewer.state) viewer.onState?.(viewer.state.counts.trainer);
        }
      }
    } catch {
      // aborted at the end
    }
  })();
  return viewer;
}

await sleep(2_000);
const before = server.memory();
const viewers: Viewer[] = [];
for (let index = 0; index < viewerCount; index += 1) {
  const account = index % accountCount;
  viewers.push(await openViewer(account, (accounts[account] as { uid: string }).uid));
}
await sleep(3_000);
const withViewers = server.memory();

// Each account adds a second trainer and removes it again at random moments; every viewer of the
// account times how long it takes to show each change.
const lagsMs: number[] = [];
let missed = 0;
const until = Date.now() + seconds * 1_000;
await Promise.all(
  accounts.map(async ({ apiKey }, account) => {
    const watching = viewers.filter((viewer) => viewer.account === account);
    const shown = (trainers: number) =>
      Promise.all(
        watching.map(
          (viewer) =>
            new Promise<number | undefined>((resolve) => {
              const started = performance.now();
              const timeout = setTimeout(() => resolve(undefined), 10_000);
              viewer.onState = (count) => {
                if (count !== trainers) return;
                clearTimeout(timeout);
                viewer.onState = undefined;
                resolve(performance.now() - started);
              };
            }),
        ),
      );
    /** A change every viewer saw adds its lags; one a viewer missed is counted as missed. */
    const record = (lags: readonly (number | undefined)[]) => {
      for (const lag of lags) {
        if (lag === undefined) missed += 1;
        else lagsMs.push(lag);
      }
    };
    while (Date.now() < until) {
      await sleep(1_000 + Math.random() * 2_000);
      const added = shown(2);
      const extra = await session(apiKey, 'trainer');
      record(await added);
      await sleep(Math.random() * 2_000);
      const removed = shown(1);
      extra.close();
      record(await removed);
    }
  }),
);
const after = server.memory();

clearInterval(frameTimer);
for (const viewer of viewers) viewer.controller.abort();
for (const socket of running) socket.close();
await server.stop();
rmSync(dataDir, { recursive: true, force: true });

const perViewerKb = ((withViewers.rssMb - before.rssMb) * 1024) / viewerCount;
console.log(
  table([
    ['viewers / accounts', `${viewerCount} / ${accountCount}`],
    ['running sessions', String(running.length)],
    ['changes timed (viewer × change)', String(lagsMs.length)],
    ['changes not shown within 10 s', String(missed)],
    ['update lag p50', `${quantile(lagsMs, 0.5).toFixed(0)} ms`],
    ['update lag p99', `${quantile(lagsMs, 0.99).toFixed(0)} ms`],
    ['update lag max', `${Math.max(...lagsMs).toFixed(0)} ms`],
    ['server RSS before viewers', `${before.rssMb.toFixed(1)} MB`],
    ['server RSS with viewers', `${withViewers.rssMb.toFixed(1)} MB`],
    ['server RSS at the end / peak', `${after.rssMb.toFixed(1)} / ${after.peakMb.toFixed(1)} MB`],
    ['server memory per viewer', `${perViewerKb.toFixed(1)} KB`],
    ['load average before', loadBefore],
  ]),
);
const goalMet = quantile(lagsMs, 0.99) <= 1_000 && missed === 0;
console.log(goalMet ? '[bench] goal met: p99 <= 1 s' : '[bench] goal NOT met: p99 > 1 s or changes missed');
process.exitCode = goalMet ? 0 : 1;
