import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEY_PROMPT, register } from './commands/register';

const KEY = 'api_1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function setUp(answers: string[], openBrowser = false) {
  const dir = mkdtempSync(join(tmpdir(), 'remoterl-register-'));
  dirs.push(dir);
  const printed: string[] = [];
  const errors: string[] = [];
  const open = vi.fn(async () => undefined);
  const run = register({
    platform: {
      env: { REMOTERL_CONFIG_PATH: dir, REMOTERL_DASHBOARD_URL: 'http://portal/user/dashboard' },
      os: 'linux',
      home: dir,
    },
    output: {
      line: (text) => printed.push(text),
      prompt: (text) => printed.push(text),
      error: (text) => errors.push(text),
    },
    input: Readable.from(answers.map((answer) => `${answer}\n`)),
    openBrowser,
    open,
  });
  return { dir, printed, errors, open, run };
}

describe('register', () => {
  it('opens the dashboard, then saves a valid key as the Python client does', async () => {
    const { dir, printed, open, run } = setUp([`  ${KEY.toUpperCase()}  `], true);
    expect(await run).toBe(0);
    expect(open).toHaveBeenCalledWith('http://portal/user/dashboard');
    expect(printed).toContain(KEY_PROMPT);
    const path = join(dir, 'config.json');
    expect(JSON.parse(readFileSync(path, 'utf8'))).toEqual({
      api_key: KEY.toUpperCase(),
      remoterl_version: '0.1.0',
    });
    expect(statSync(path).mode & 0o777).toBe(0o600);
  });

  it('prints the address instead with --no-open-browser, and accepts a key on the third try', async () => {
    const { printed, errors, open, run } = setUp(['rrl_old', 'api_123', KEY]);
    expect(await run).toBe(0);
    expect(open).not.toHaveBeenCalled();
    expect(printed[0]).toContain('http://portal/user/dashboard');
    expect(printed.filter((text) => text === KEY_PROMPT)).toHaveLength(3);
    expect(errors).toEqual([
      'Invalid API key: expected api_ followed by a UUID. 2 tries left.',
      'Invalid API key: expected api_ followed by a UUID. 1 try left.',
    ]);
  });

  it('gives up with status 1 after three invalid keys, saving nothing', async () => {
    const { dir, errors, run } = setUp(['one', 'two', 'three', KEY]);
    expect(await run).toBe(1);
    expect(errors.at(-1)).toBe('No valid API key entered.');
    expect(() => readFileSync(join(dir, 'config.json'))).toThrow();
  });
});
