// Runs the reference client (packages/remoterl-cli) as the separate process a user would run,
// and lets a test wait for the lines it prints.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Waiters } from './waiters.ts';

const MAIN = fileURLToPath(new URL('../../../remoterl-cli/src/main.ts', import.meta.url));

export interface ClientProcess {
  /** Resolves with the first stdout line matching `pattern` (printed before or after the call). */
  line(pattern: RegExp): Promise<string>;
  stdout(): string;
  stderr(): string;
  exited: Promise<number | null>;
  signal(name: NodeJS.Signals): void;
  write(text: string): void;
}

export function runClient(args: string[], env: Record<string, string>): ClientProcess {
  const child = spawn(process.execPath, [MAIN, ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: env.HOME ?? '/nonexistent', REMOTERL_NO_COLOR: '1', ...env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  let done = false;
  const waiters = new Waiters(() => (done ? `client exited (stdout: ${out}; stderr: ${err})` : undefined));
  const wake = () => waiters.wake();
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
    wake();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    err += chunk;
    wake();
  });
  const exited = new Promise<number | null>((resolve) =>
    // 'close', not 'exit': by then everything the client printed has been read.
    child.once('close', (code) => {
      done = true;
      resolve(code);
      wake();
    }),
  );
  return {
    line: (pattern) =>
      waiters.until(() => out.split('\n').find((text) => pattern.test(text)), `a line matching ${pattern}`),
    stdout: () => out,
    stderr: () => err,
    exited,
    signal: (name) => child.kill(name),
    write: (text) => child.stdin.write(text),
  };
}
