import type { Env } from './config-file.ts';

export interface Output {
  line(text: string): void;
  /** Text the user answers on the same line. */
  prompt(text: string): void;
  error(text: string): void;
}

/** stdout and stderr; red errors on a terminal unless REMOTERL_NO_COLOR (or NO_COLOR) is set. */
export function consoleOutput(env: Env): Output {
  const color = process.stderr.isTTY && !env.REMOTERL_NO_COLOR && !env.NO_COLOR;
  return {
    line: (text) => process.stdout.write(`${text}\n`),
    prompt: (text) => process.stdout.write(text),
    error: (text) => process.stderr.write(color ? `\u001b[31m${text}\u001b[0m\n` : `${text}\n`),
  };
}
