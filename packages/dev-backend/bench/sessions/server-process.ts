// The dev backend as its own process, so its memory is measured apart from the clients'.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SERVICE_NODE_FLAGS } from '../../src/service-node-flags.ts';

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));
/** The same server, taking bench tokens as ID tokens (bench-server-main.ts). */
/**
 * The `--server-node-options` argument every bench takes: Node/V8 options for the servers it
 * starts, after the service's own (src/service-node-flags.ts), so a runtime setting is measured
 * the same way in each. V8 takes the last value of a flag: `--min-semi-space-size=0
 * --max-semi-space-size=0 --memory-reducer` measures the servers on V8's defaults.
 */
export const SERVER_NODE_OPTIONS_ARG = {
  'server-node-options': { type: 'string', default: '' },
} as const;
/** The options that argument names, from a bench's parsed arguments. */
export const serverNodeOptions = (values: { 'server-node-options': string }): string[] =>
  values['server-node-options'].split(' ').filter(Boolean);

export const BENCH_SERVER_MAIN = fileURLToPath(new URL('./bench-server-main.ts', import.meta.url));

/** The bench server reports every stall of its event loop at least this long (bench-server-main.ts). */
export const STALL_REPORTED_MS = 250;
const STALL_LINE = /^\[bench-server\] stalled (\d+) ms until (\d+)$/gm;

export interface ServerProcess {
  url: string;
  pid: number;
  /**
   * The longest the bench server could not run within [fromMs, toMs] (wall clock, `Date.now()`),
   * in ms, from the stalls it reported; 0 for the other servers.
   */
  stalledMsBetween(fromMs: number, toMs: number): number;
  port: number;
  /** Resident memory now and at its peak, in MB (Linux /proc). */
  memory(): { rssMb: number; peakMb: number };
  /** CPU time the server has used so far (user + system), in seconds (Linux /proc). */
  cpuSeconds(): number;
  /**
   * The V8 heap in use right after a full collection, in MB: what the server still holds, apart
   * from garbage not yet collected. Only the bench server answers (bench-server-main.ts).
   */
  retainedHeapMb(): Promise<number>;
  /**
   * Where the memory is now, without collecting first, in MB: the V8 heap's spaces as committed
   * (young generation apart: V8 grows it with the allocation rate) and memory outside the heap.
   * Only the bench server answers.
   */
  memoryParts(): Promise<MemoryParts>;
  stop(): Promise<void>;
  /** `kill -9`: no shutdown code runs, as in a crash. */
  crash(): Promise<void>;
}

export interface MemoryParts {
  newSpaceMb: number;
  oldSpacesMb: number;
  externalMb: number;
}

export async function startServerProcess(
  env: Record<string, string>,
  main: string = MAIN,
  /** Node/V8 options for a diagnostic run, after the service's own; none by default. */
  nodeOptions: readonly string[] = [],
): Promise<ServerProcess> {
  const benchServer = main === BENCH_SERVER_MAIN;
  const args = [...SERVICE_NODE_FLAGS, ...(benchServer ? ['--expose-gc'] : []), ...nodeOptions, main];
  const child = spawn(process.execPath, args, {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      // glibc's allocator settings (MALLOC_ARENA_MAX, ...), for a diagnostic run of memory that
      // lives outside V8's heap; none are set by default.
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name.startsWith('MALLOC_'))),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit', ...(benchServer ? (['ipc'] as const) : [])],
  });
  // A bench that fails (or is interrupted) must not leave its server running.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const stalls: { fromMs: number; toMs: number }[] = [];
  const url = await new Promise<string>((resolve, reject) => {
    /** What the server printed before it listened (for the error), then unparsed lines. */
    let output = '';
    let pending = '';
    let listening = false;
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => {
      if (!listening) {
        output += chunk;
        const match = /listening on (http:\/\/\S+)/.exec(output);
        if (match?.[1]) {
          listening = true;
          resolve(match[1]);
        }
      }
      pending += chunk;
      // Whole lines only; the rest waits for the next chunk.
      const complete = pending.lastIndexOf('\n') + 1;
      for (const [, ms, until] of pending.slice(0, complete).matchAll(STALL_LINE)) {
        stalls.push({ fromMs: Number(until) - Number(ms), toMs: Number(until) });
      }
      pending = pending.slice(complete);
    });
    child.once('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output}`)));
  });
  const status = (field: string) => {
    const text = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(text)?.[1] ?? 0) / 1024;
  };
  const killWith = (signal: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  return {
    url,
    pid: child.pid ?? 0,
    stalledMsBetween: (fromMs, toMs) =>
      stalls
        .filter((stall) => stall.fromMs <= toMs && stall.toMs >= fromMs)
        .reduce((most, stall) => Math.max(most, stall.toMs - stall.fromMs), 0),
    port: Number(new URL(url).port),
    memory: () => ({ rssMb: status('VmRSS'), peakMb: status('VmHWM') }),
    cpuSeconds: () => {
      // Fields 14 and 15 of /proc/PID/stat (utime, stime), in clock ticks of 1/100 s on Linux;
      // the fields are counted after the command name's closing parenthesis, which may hold spaces.
      const stat = readFileSync(`/proc/${child.pid}/stat`, 'utf8');
      const [utime = 0, stime = 0] = stat
        .slice(stat.lastIndexOf(')') + 2)
        .split(' ')
        .slice(11, 13)
        .map(Number);
      return (utime + stime) / 100;
    },
    retainedHeapMb: () =>
      new Promise((resolve, reject) => {
        if (!child.send) return reject(new Error('only the bench server reports its heap'));
        child.once('message', (message) => resolve(Number((message as { heapUsedMb?: unknown }).heapUsedMb)));
        child.send('retained-heap');
      }),
    memoryParts: () =>
      new Promise((resolve, reject) => {
        if (!child.send) return reject(new Error('only the bench server reports its memory'));
        child.once('message', (message) => resolve(message as MemoryParts));
        child.send('memory-parts');
      }),
    stop: () => killWith('SIGTERM'),
    crash: () => killWith('SIGKILL'),
  };
}
