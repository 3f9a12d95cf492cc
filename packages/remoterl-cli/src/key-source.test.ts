import { describe, expect, it } from 'vitest';
import { configPath } from './config-file';
import { findApiKey } from './key-source';

const KEY = 'api_1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const OTHER = 'api_9a41d7c3-02be-4f65-8d1a-7c3e5b9f0e26';
const linux = (env: Record<string, string> = {}) => ({ env, os: 'linux', home: '/home/ada' });

/** A file system holding only `files`. */
const files = (contents: Record<string, string>) => (path: string) => {
  if (!(path in contents)) throw Object.assign(new Error(`ENOENT ${path}`), { code: 'ENOENT' });
  return contents[path] as string;
};
const config = (apiKey: unknown) => JSON.stringify({ api_key: apiKey, remoterl_version: '1.1.5' });

describe('where the config file is', () => {
  it('follows REMOTERL_CONFIG_PATH, then XDG_CONFIG_HOME, then ~/.config on Linux', () => {
    expect(configPath(linux({ REMOTERL_CONFIG_PATH: '/etc/rl/my.json' }))).toBe('/etc/rl/my.json');
    expect(configPath(linux({ REMOTERL_CONFIG_PATH: '/etc/rl' }))).toBe('/etc/rl/config.json');
    expect(configPath(linux({ XDG_CONFIG_HOME: '/xdg' }))).toBe('/xdg/remoterl/config.json');
    expect(configPath(linux())).toBe('/home/ada/.config/remoterl/config.json');
  });

  it('uses the macOS and Windows folders the Python client uses', () => {
    expect(configPath({ env: {}, os: 'darwin', home: '/Users/ada' })).toBe(
      '/Users/ada/Library/Application Support/remoterl/config.json',
    );
    expect(
      configPath({
        env: { LOCALAPPDATA: 'C:\\Users\\ada\\AppData\\Local' },
        os: 'win32',
        home: 'C:\\Users\\ada',
      }),
    ).toBe('C:\\Users\\ada\\AppData\\Local\\remoterl\\config.json');
  });
});

describe('which key is used', () => {
  it('takes REMOTERL_API_KEY over the config file', () => {
    const read = files({ '/home/ada/.config/remoterl/config.json': config(OTHER) });
    expect(findApiKey(linux({ REMOTERL_API_KEY: KEY }), read)).toEqual({ kind: 'env', apiKey: KEY });
  });

  it('reads config.json at REMOTERL_CONFIG_PATH before the default folder', () => {
    const read = files({
      '/srv/config.json': config(KEY),
      '/home/ada/.config/remoterl/config.json': config(OTHER),
    });
    expect(findApiKey(linux({ REMOTERL_CONFIG_PATH: '/srv' }), read)).toEqual({
      kind: 'config',
      apiKey: KEY,
      path: '/srv/config.json',
    });
    expect(findApiKey(linux(), read)).toMatchObject({ kind: 'config', apiKey: OTHER });
  });

  it('says where it looked when there is no key, and refuses a key of the wrong shape', () => {
    expect(findApiKey(linux(), files({}))).toEqual({
      kind: 'none',
      path: '/home/ada/.config/remoterl/config.json',
    });
    expect(
      findApiKey(linux(), files({ '/home/ada/.config/remoterl/config.json': 'not json' })),
    ).toMatchObject({
      kind: 'none',
    });
    expect(findApiKey(linux({ REMOTERL_API_KEY: 'rrl_old' }), files({}))).toMatchObject({
      kind: 'invalid',
      from: 'env',
    });
    const read = files({ '/home/ada/.config/remoterl/config.json': config('api_not-a-uuid') });
    expect(findApiKey(linux(), read)).toMatchObject({ kind: 'invalid', from: 'config' });
  });
});
