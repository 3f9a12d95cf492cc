#!/usr/bin/env node
// `remoterl`: the reference client. From the repository root: `pnpm remoterl simulate|train|register`.
import { homedir } from 'node:os';
import { parseArgs } from 'node:util';
import open from 'open';
import { register } from './commands/register.ts';
import { EXIT, runSession } from './commands/run-session.ts';
import { simulator } from './commands/simulate.ts';
import { trainer } from './commands/train.ts';
import { consoleOutput } from './output.ts';
import { CLIENT_VERSION } from './version.ts';

const USAGE = `Usage: remoterl <command> [options]

Commands:
  register [--no-open-browser]   open the dashboard, paste your API key, save it
  simulate [--fps N]             serve a CartPole environment to your trainer (default 50 steps/s)
  train [gym|sb3|rllib]          train on your simulators and print episode returns

The key comes from REMOTERL_API_KEY, else config.json at REMOTERL_CONFIG_PATH, else
$XDG_CONFIG_HOME/remoterl/config.json (~/.config/remoterl/config.json).
The service is REMOTERL_SERVER_URL (default ws://127.0.0.1:18787/sessions/v1).`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    version: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
    'no-open-browser': { type: 'boolean' },
    fps: { type: 'string' },
  },
});

const output = consoleOutput(process.env);
const platform = { env: process.env, os: process.platform, home: homedir() };
const [command] = positionals;

async function run(): Promise<number> {
  if (values.version) {
    output.line(`remoterl ${CLIENT_VERSION} (RemoteRL reference client, TypeScript)`);
    return EXIT.ok;
  }
  if (values.help || !command) {
    output.line(USAGE);
    return values.help ? EXIT.ok : 2;
  }
  switch (command) {
    case 'register':
      return register({
        platform,
        output,
        input: process.stdin,
        openBrowser: !values['no-open-browser'],
        open: (url) => open(url),
      });
    case 'simulate': {
      const fps = Number(values.fps ?? 50);
      if (!Number.isFinite(fps) || fps <= 0 || fps > 10_000) {
        output.error('--fps must be a number of steps per second from 1 to 10000');
        return 2;
      }
      return runSession({ role: 'simulator', platform, output, behaviour: (c) => simulator(c, { fps }) });
    }
    case 'train':
      return runSession({ role: 'trainer', platform, output, behaviour: (c) => trainer(c, output) });
    default:
      output.error(`Unknown command "${command}".\n\n${USAGE}`);
      return 2;
  }
}

process.exitCode = await run();
