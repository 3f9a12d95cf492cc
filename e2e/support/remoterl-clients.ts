import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test as base } from './test';
import { BACKEND_URL } from './urls';

/**
 * The reference client (`pnpm remoterl`, packages/remoterl-cli) as real child processes, the way
 * a user runs a trainer and a simulator in two terminals. The `remoterl` fixture starts them and
 * always ends them when the test ends, passed or failed, so no process outlives its test.
 */
const CLIENT_MAIN = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/remoterl-cli/src/main.ts',
);
export const SESSION_SERVICE_URL = `${BACKEND_URL.replace(/^http/, 'ws')}/sessions/v1`;

/** A client process starts, connects and answers within this (node start-up on a busy machine). */
export const CLIENT_TIMEOUT = 30_000;
/** How long a client may take to end on SIGTERM before it is killed. */
const STOP_GRACE_MS = 5_000;

export type ClientCommand = 'simulate' | 'train';

export class RemoteRlClient {
  private readonly child: ChildProcessWithoutNullStreams;
  private text = '';
  /** When each chunk of output came, and where it ended in `text` (for timing a line). */
  private readonly arrivals: { at: number; end: number }[] = [];
  /** Resolves with the exit status (null when a signal ended it). */
  readonly exited: Promise<number | null>;
  private exitCode: number | null | undefined;

  constructor(
    readonly command: ClientCommand,
    apiKey: string,
  ) {
    this.child = spawn(process.execPath, [CLIENT_MAIN, command], {
      env: {
        ...process.env,
        REMOTERL_API_KEY: apiKey,
        REMOTERL_SERVER_URL: SESSION_SERVICE_URL,
        // REMOTERL_API_KEY wins anyway; pointing the config file nowhere also keeps a key saved
        // on this machine (`remoterl register`) out of the test if that ever changes.
        REMOTERL_CONFIG_PATH: path.join(path.dirname(CLIENT_MAIN), 'no-such-config.json'),
      },
    });
    const read = (chunk: string) => {
      this.text += chunk;
      this.arrivals.push({ at: Date.now(), end: this.text.length });
    };
    this.child.stdout.setEncoding('utf8').on('data', read);
    this.child.stderr.setEncoding('utf8').on('data', read);
    this.exited = new Promise((resolve) =>
      // 'close' (not 'exit') comes once stdout and stderr are read to the end.
      this.child.once('close', (code) => {
        this.exitCode = code;
        resolve(code);
      }),
    );
  }

  /** Everything it printed so far, stdout and stderr in the order they came. */
  output(): string {
    return this.text;
  }

  /** Waits until it has printed a line that matches; answers the match. */
  async line(pattern: RegExp, timeout = CLIENT_TIMEOUT): Promise<RegExpMatchArray> {
    await expect
      .poll(() => this.text, { message: `${this.command} prints ${pattern}`, timeout })
      .toMatch(pattern);
    return this.text.match(pattern) as RegExpMatchArray;
  }

  /**
   * `Connected | trainer=cbb65cd2`: the session id, and when (Date.now()) that line reached this
   * process, for timing how soon a page shows the session.
   */
  async connected(): Promise<{ sessionId: string; at: number }> {
    const role = this.command === 'train' ? 'trainer' : 'simulator';
    const match = await this.line(new RegExp(`^Connected \\| ${role}=([0-9a-f]{8})$`, 'm'));
    const end = (match.index ?? 0) + match[0].length;
    const arrival = this.arrivals.find((chunk) => chunk.end >= end) as { at: number };
    return { sessionId: match[1] as string, at: arrival.at };
  }

  /** The session id from `Connected | trainer=cbb65cd2`. */
  async sessionId(): Promise<string> {
    return (await this.connected()).sessionId;
  }

  /** Waits for the process to end by itself; answers its exit status. */
  async exitStatus(timeout = CLIENT_TIMEOUT): Promise<number | null> {
    await expect
      .poll(() => this.exitCode !== undefined, { message: `${this.command} exits`, timeout })
      .toBe(true);
    return this.exitCode as number | null;
  }

  /** Ends it as Ctrl-C would (SIGTERM), or kills it if it does not end in a few seconds. */
  async stop(): Promise<void> {
    if (this.exitCode !== undefined) return;
    this.child.kill('SIGTERM');
    const killer = setTimeout(() => this.child.kill('SIGKILL'), STOP_GRACE_MS);
    await this.exited;
    clearTimeout(killer);
  }
}

export interface RemoteRlClients {
  /** Starts `remoterl simulate|train` with this API key (as REMOTERL_API_KEY). */
  start(command: ClientCommand, apiKey: string): RemoteRlClient;
}

/** The suite's `test` with a `remoterl` fixture whose processes are ended after every test. */
export const test = base.extend<{ remoterl: RemoteRlClients }>({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  remoterl: async ({}, provide, testInfo) => {
    const started: RemoteRlClient[] = [];
    await provide({
      start(command, apiKey) {
        const client = new RemoteRlClient(command, apiKey);
        started.push(client);
        return client;
      },
    });
    await Promise.all(started.map((client) => client.stop()));
    // What each client said, for whoever reads a failure.
    for (const [index, client] of started.entries()) {
      await testInfo.attach(`remoterl ${client.command} #${index + 1}`, {
        body: client.output(),
        contentType: 'text/plain',
      });
    }
  },
});

export { expect };
