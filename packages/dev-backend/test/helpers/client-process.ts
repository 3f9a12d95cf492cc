// Runs the reference client (packages/remoterl-cli) as the separate process a user would run,
// and lets a test wait for the lines it prints.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

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
  const waiters = new Set<() => void>();
  const wake = () => waiters.forEach((waiter) => waiter());
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    out += chunk;
    wake();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    err += chunk;
    wake();
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      resolve(code);
      wake();
    }),
  );
  let done = false;
  void exited.then(() => (done = true));
  return {
    line(pattern) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = out.split('\n').find((text) => pattern.test(text));
          if (found !== undefined) {
            waiters.delete(check);
            resolve(found);
          } else if (done || child.exitCode !== null) {
            waiters.delete(check);
            reject(new Error(`client exited before printing ${pattern}:\n${out}\n${err}`));
          }
        };
        waiters.add(check);
        check();
      });
    },
    stdout: () => out,
    stderr: () => err,
    exited,
    signal: (name) => child.kill(name),
    write: (text) => child.stdin.write(text),
  };
}
