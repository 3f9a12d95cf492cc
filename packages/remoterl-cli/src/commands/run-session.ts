// What `simulate` and `train` share: find the key, connect, print the banner and the session
// lines, stop cleanly on Ctrl-C, and turn the ending into an exit status.
import { connectedLine, formatBanner } from '../banner.ts';
import type { Env, Platform } from '../config-file.ts';
import { SessionConnection } from '../connection.ts';
import { findApiKey } from '../key-source.ts';
import type { Output } from '../output.ts';
import { CLIENT_NAME } from '../version.ts';
import {
  DEFAULT_SERVER_URL,
  type Control,
  type Role,
  type SpendLimitReached,
  type Welcome,
} from '../wire.ts';

export interface SessionBehaviour {
  welcome?(welcome: Welcome): void;
  control?(frame: Control): void;
  binary(data: Buffer): void;
}

/** Exit statuses: 0 stopped by the user, 1 refused or ended by the service, 2 no usable key. */
export const EXIT = { ok: 0, ended: 1, noKey: 2 } as const;

/** The line printed under AUTH-004 when a spend limit, not the credit, stopped the account. */
export const spendLimitLine = (limit: SpendLimitReached) =>
  limit.kind === 'key-monthly-spend-limit'
    ? `Monthly spend limit of $${limit.usd} for key ${keyLabel(limit)} reached: raise or remove it in the key list on the dashboard's Setting page`
    : `Monthly spend limit of $${limit.usd} reached: raise or remove it on the dashboard's Setting page`;

/** How a key is named to its user: its name, or "primary" for the account's primary key. */
const keyLabel = (limit: Extract<SpendLimitReached, { kind: 'key-monthly-spend-limit' }>) =>
  limit.keyName === null ? 'primary' : `"${limit.keyName}"`;

/** The limit as the paused line names it. */
const limitPhrase = (limit: SpendLimitReached) =>
  limit.kind === 'key-monthly-spend-limit'
    ? `monthly spend limit of $${limit.usd} for key ${keyLabel(limit)}`
    : `monthly spend limit of $${limit.usd}`;

export function describeControl(frame: Control): string | undefined {
  switch (frame.type) {
    case 'waiting':
      return 'Waiting for a trainer';
    case 'paired':
      return `Paired | trainer=${frame.trainer}`;
    case 'unpaired':
      return 'Trainer left; waiting for another';
    case 'attached':
      return `Attached | simulator=${frame.simulator}`;
    case 'detached':
      return `Detached | simulator=${frame.simulator}`;
    case 'paused': {
      const seconds = Math.round(frame.graceMs / 1000);
      return frame.limit
        ? `Paused (${frame.code}): ${limitPhrase(frame.limit)} reached; the session ends in ${seconds} s unless the limit is raised`
        : `Paused (${frame.code}): data credit exhausted; the session ends in ${seconds} s unless credit is added`;
    }
    case 'resumed':
      return 'Resumed: data available again';
  }
}

export function runSession(options: {
  role: Role;
  platform: Platform & { env: Env };
  output: Output;
  behaviour: (connection: SessionConnection) => SessionBehaviour;
  signals?: NodeJS.EventEmitter;
}): Promise<number> {
  const { role, platform, output } = options;
  const key = findApiKey(platform);
  if (key.kind === 'none' || key.kind === 'invalid') {
    output.error(
      key.kind === 'none'
        ? `AUTH-001: No API key. Set REMOTERL_API_KEY or run \`remoterl register\` (config: ${key.path})`
        : `AUTH-002: Invalid API key in ${key.from === 'env' ? 'REMOTERL_API_KEY' : key.path}: expected api_ and a UUID`,
    );
    return Promise.resolve(EXIT.noKey);
  }
  const startedAt = Date.now();
  return new Promise((resolve) => {
    // Made once the connection exists (a behaviour sends through it); frames come only after start().
    const made: { behaviour?: SessionBehaviour } = {};
    let announced = false;
    const connection = new SessionConnection(
      {
        url: platform.env.REMOTERL_SERVER_URL || DEFAULT_SERVER_URL,
        apiKey: key.apiKey,
        role,
        client: CLIENT_NAME,
      },
      {
        welcome(welcome) {
          if (!announced && !platform.env.REMOTERL_NO_BANNER) {
            output.line(formatBanner({ ...welcome, role, elapsedMs: Date.now() - startedAt }));
          }
          output.line(
            welcome.resumed
              ? `Resumed | ${role}=${welcome.sessionId}`
              : connectedLine(role, welcome.sessionId),
          );
          announced = true;
          made.behaviour?.welcome?.(welcome);
        },
        control(frame) {
          const text = describeControl(frame);
          if (text) output.line(text);
          made.behaviour?.control?.(frame);
        },
        binary: (data) => made.behaviour?.binary(data),
        reconnecting(attempt, of, delayMs) {
          output.line(`Connection lost; reconnecting in ${delayMs} ms (attempt ${attempt} of ${of})`);
        },
        ended(ending) {
          signals.off('SIGINT', stop);
          signals.off('SIGTERM', stop);
          if (ending.byUser) {
            output.line('Stopped');
            resolve(EXIT.ok);
            return;
          }
          output.error(`${ending.code}: ${ending.message}`);
          if (ending.limit) output.error(spendLimitLine(ending.limit));
          resolve(EXIT.ended);
        },
      },
    );
    const signals = options.signals ?? process;
    const stop = () => void connection.stop();
    signals.on('SIGINT', stop);
    signals.on('SIGTERM', stop);
    made.behaviour = options.behaviour(connection);
    connection.start();
  });
}
