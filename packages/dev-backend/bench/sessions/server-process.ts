// The dev backend as its own process, so its memory is measured apart from the clients'.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const MAIN = fileURLToPath(new URL('../../src/main.ts', import.meta.url));

export interface ServerProcess {
  url: string;
  port: number;
  /** Resident memory now and at its peak, in MB (Linux /proc). */
  memory(): { rssMb: number; peakMb: number };
  stop(): Promise<void>;
  /** `kill -9`: no shutdown code runs, as in a crash. */
  crash(): Promise<void>;
}

export async function startServerProcess(
  env: Record<string, string>,
  main: string = MAIN,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [main], {
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      output += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
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
    port: Number(new URL(url).port),
    memory: () => ({ rssMb: status('VmRSS'), peakMb: status('VmHWM') }),
    stop: () => killWith('SIGTERM'),
    crash: () => killWith('SIGKILL'),
  };
}
