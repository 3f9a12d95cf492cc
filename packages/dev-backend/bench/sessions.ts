// `pnpm bench:sessions`: a benchmark of the session service, not a test (it is not part of
// `pnpm test`). Simulator-trainer pairs across Premium accounts exchange fixed-size frames at a
// fixed rate each way through a dev backend started for the run (loopback only, its own data
// folder), driven by the reference client's SessionConnection. It reports throughput, relay
// latency, the server's memory, and conservation: every frame arrives once and in order (sequence
// numbers per direction), none crosses accounts, the service ends no session, and the metered
// time is what the sessions' times give. A pairing that never happens fails the run.
//   node bench/sessions.ts [--pairs 100] [--accounts 20] [--fps 20] [--bytes 1024] [--seconds 30]
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { createPremiumAccounts, meteredMilliHours } from './sessions/accounts.ts';
import { Endpoint } from './sessions/endpoint.ts';
import { Pair } from './sessions/pair.ts';
import { quantile, table } from './sessions/report.ts';
import { SERVER_NODE_OPTIONS_ARG, serverNodeOptions, startServerProcess } from './sessions/server-process.ts';
import { checkLedgerOfFolder } from '../src/store/ledger.ts';

const { values } = parseArgs({
  options: {
    pairs: { type: 'string', default: '100' },
    accounts: { type: 'string', default: '20' },
    fps: { type: 'string', default: '20' },
    bytes: { type: 'string', default: '1024' },
    seconds: { type: 'string', default: '30' },
    ...SERVER_NODE_OPTIONS_ARG,
  },
});
const pairs = Number(values.pairs);
const accounts = Number(values.accounts);
const fps = Number(values.fps);
const bytes = Number(values.bytes);
const seconds = Number(values.seconds);
if (
  ![pairs, accounts, fps, bytes, seconds].every((n) => Number.isInteger(n) && n > 0) ||
  pairs % accounts !== 0
) {
  throw new Error(
    '--pairs, --accounts, --fps, --bytes and --seconds are positive integers; pairs a multiple of accounts',
  );
}
/** Metered seconds per real second: large enough that rounding to 3.6 metered seconds is small. */
const CLOCK_RATE = 60;
const MS_PER_MILLIHOUR = 3_600;
/** How long every session has to be paired before the run is called off. */
const PAIRING_LIMIT_MS = 30_000;
/** How long frames still in flight get once the senders stop. */
const DRAIN_LIMIT_MS = 10_000;

async function until(condition: () => boolean, limitMs: number): Promise<boolean> {
  const deadline = Date.now() + limitMs;
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
}

const loadBefore = loadavg()
  .map((n) => n.toFixed(2))
  .join(' ');
const dataDir = mkdtempSync(join(tmpdir(), 'bench-sessions-'));
const benchAccounts = createPremiumAccounts(dataDir, accounts, 1_000);
const server = await startServerProcess(
  {
    DEV_BACKEND_DATA_DIR: dataDir,
    SESSION_CLOCK_RATE: String(CLOCK_RATE),
    SESSION_METER_INTERVAL_MS: '5000',
    // Every endpoint connects from 127.0.0.1 at once: the per-address pre-hello cap is for hostile
    // sources, not for a benchmark.
    SESSION_MAX_HANDSHAKES_PER_ADDRESS: String(4 * pairs),
    SESSION_MAX_HANDSHAKES: String(4 * pairs),
  },
  undefined,
  serverNodeOptions(values),
);
const url = `${server.url.replace('http', 'ws')}/sessions/v1`;
console.log(
  `[bench] ${pairs} pairs, ${accounts} Premium accounts, ${fps} frames/s of ${bytes} B each way, ${seconds} s`,
);

// Trainers first, then simulators: each simulator goes to its account's least busy trainer, so
// the pairs come out one to one; a Pair is then made of what the service actually attached.
const apiKeyOf = (index: number) => (benchAccounts[index % accounts] as { apiKey: string }).apiKey;
const trainers = Array.from({ length: pairs }, (_, index) => new Endpoint(url, apiKeyOf(index), 'trainer'));
await Promise.all(trainers.map((endpoint) => endpoint.open()));
const simulators = Array.from(
  { length: pairs },
  (_, index) => new Endpoint(url, apiKeyOf(index), 'simulator'),
);
await Promise.all(simulators.map((endpoint) => endpoint.open()));
await Promise.all([...trainers, ...simulators].map((endpoint) => endpoint.untilPaired(PAIRING_LIMIT_MS)));
const simulatorById = new Map(simulators.map((endpoint) => [endpoint.id, endpoint]));
const all = trainers.map((trainer, index) => {
  const simulator = simulatorById.get(trainer.peer ?? '');
  if (!simulator || simulator.peer !== trainer.id)
    throw new Error(`trainer ${trainer.id} is not paired one to one`);
  return new Pair({ trainer, simulator, account: index % accounts, index, frameBytes: bytes });
});

const startedAt = performance.now();
const cpuAtStart = server.cpuSeconds();
for (const pair of all) pair.start(fps);
let peakRss = 0;
const sampler = setInterval(() => (peakRss = Math.max(peakRss, server.memory().rssMb)), 500);
await new Promise((resolve) => setTimeout(resolve, seconds * 1_000));
for (const pair of all) pair.stop();
const sendingMs = performance.now() - startedAt;
const drained = await until(() => all.every((pair) => pair.drained), DRAIN_LIMIT_MS);
clearInterval(sampler);
const memory = server.memory();
const cpuSpent = server.cpuSeconds() - cpuAtStart;
const endpoints = [...trainers, ...simulators];
await Promise.all(endpoints.map((endpoint) => endpoint.close()));
await server.stop();

const sum = (pick: (pair: Pair) => number) => all.reduce((total, pair) => total + pick(pair), 0);
const sent = sum((pair) => pair.stats.sent.simulator + pair.stats.sent.trainer);
const received = sum((pair) => pair.stats.received.simulator + pair.stats.received.trainer);
const crossed = sum((pair) => pair.stats.crossed);
const lost = sum((pair) => pair.lost);
const duplicated = sum((pair) => pair.stats.duplicated);
const outOfOrder = sum((pair) => pair.stats.outOfOrder);
const latencies = all.flatMap((pair) => pair.stats.latenciesMs);
// The server's session lies between our open and our close, so its metered time does too.
const bounds = endpoints.reduce(
  (total, endpoint) => ({
    low:
      total.low +
      Math.floor(((endpoint.times.closingAt - endpoint.times.welcomedAt) * CLOCK_RATE) / MS_PER_MILLIHOUR),
    high:
      total.high +
      Math.ceil(((endpoint.times.closedAt - endpoint.times.openedAt) * CLOCK_RATE) / MS_PER_MILLIHOUR),
  }),
  { low: 0, high: 0 },
);
const metered = meteredMilliHours(
  dataDir,
  benchAccounts.map((account) => account.uid),
);
const meteredTotal = metered.simulator + metered.trainer;
const failures = endpoints.flatMap((endpoint) => endpoint.failures);
const ledgerProblems = checkLedgerOfFolder(dataDir);
rmSync(dataDir, { recursive: true, force: true });

const ms = (value: number) => `${value.toFixed(2)} ms`;
console.log(
  table([
    ['pairs / accounts', `${pairs} / ${accounts}`],
    ['frames sent (both ways)', String(sent)],
    ['frames received', String(received)],
    ['frames lost (sequence gaps, refused sends included)', String(lost)],
    ['frames duplicated', String(duplicated)],
    ['frames out of order', String(outOfOrder)],
    ['frames crossed accounts', String(crossed)],
    ['frames/s relayed', (received / (sendingMs / 1000)).toFixed(0)],
    ['payload MB/s relayed', ((received * bytes) / 1e6 / (sendingMs / 1000)).toFixed(2)],
    ['relay latency p50', ms(quantile(latencies, 0.5))],
    ['relay latency p99', ms(quantile(latencies, 0.99))],
    ['relay latency max', ms(quantile(latencies, 1))],
    [
      'server CPU while relaying / per 10,000 frames',
      `${cpuSpent.toFixed(1)} / ${((cpuSpent / received) * 1e4).toFixed(3)} s`,
    ],
    [
      'server RSS end / peak sampled / high-water',
      `${memory.rssMb.toFixed(0)} / ${peakRss.toFixed(0)} / ${memory.peakMb.toFixed(0)} MB`,
    ],
    ['metered milli-hours (sim + trainer)', `${metered.simulator} + ${metered.trainer} = ${meteredTotal}`],
    ['expected from session times', `${bounds.low} .. ${bounds.high}`],
    ['sessions ended by the service', String(failures.length)],
    ['ledger problems (paid - charged = balance)', String(ledgerProblems.length)],
    ['load average before (1/5/15 min)', loadBefore],
    [
      'load average after',
      loadavg()
        .map((n) => n.toFixed(2))
        .join(' '),
    ],
  ]),
);
const p99 = quantile(latencies, 0.99);
const verdict = {
  lost: lost === 0 && drained,
  duplicated: duplicated === 0,
  ordered: outOfOrder === 0,
  noEndings: failures.length === 0,
  ledger: ledgerProblems.length === 0,
  crossed: crossed === 0,
  metered: meteredTotal >= bounds.low && meteredTotal <= bounds.high,
  p99: p99 < 50,
};
console.log(`[bench] goals: ${JSON.stringify(verdict)}`);
if (failures.length > 0) console.log(`[bench] endings: ${[...new Set(failures)].join('; ')}`);
process.exitCode = Object.values(verdict).every(Boolean) ? 0 : 1;
