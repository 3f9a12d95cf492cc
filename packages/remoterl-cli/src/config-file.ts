// Where the key is kept, as the Python client keeps it: config.json at $REMOTERL_CONFIG_PATH,
// else in the platform's configuration folder (Linux: $XDG_CONFIG_HOME/remoterl, by default
// ~/.config/remoterl; macOS: ~/Library/Application Support/remoterl; Windows: %LOCALAPPDATA%\remoterl).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, posix, win32 } from 'node:path';
import { CLIENT_VERSION } from './version.ts';

export type Env = Record<string, string | undefined>;

export interface Platform {
  env: Env;
  /** process.platform */
  os: string;
  home: string;
}

export const CONFIG_FILE_NAME = 'config.json';

/**
 * The config file's path. REMOTERL_CONFIG_PATH may name the file itself (ending in .json) or the
 * folder that holds config.json: the Python client's documentation says "config.json at" it.
 */
export function configPath({ env, os, home }: Platform): string {
  const explicit = env.REMOTERL_CONFIG_PATH?.trim();
  if (explicit) return explicit.toLowerCase().endsWith('.json') ? explicit : join(explicit, CONFIG_FILE_NAME);
  if (os === 'win32') {
    const base = env.LOCALAPPDATA || win32.join(home, 'AppData', 'Local');
    return win32.join(base, 'remoterl', CONFIG_FILE_NAME);
  }
  if (os === 'darwin')
    return posix.join(home, 'Library', 'Application Support', 'remoterl', CONFIG_FILE_NAME);
  const base = env.XDG_CONFIG_HOME || posix.join(home, '.config');
  return posix.join(base, 'remoterl', CONFIG_FILE_NAME);
}

export interface ConfigFile {
  api_key?: unknown;
  remoterl_version?: unknown;
}

/** The config file's contents, or undefined when it is missing or not a JSON object. */
export function readConfig(
  path: string,
  read: (path: string) => string = (p) => readFileSync(p, 'utf8'),
): ConfigFile | undefined {
  let text: string;
  try {
    text = read(path);
  } catch {
    return undefined;
  }
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as ConfigFile)
      : undefined;
  } catch {
    return undefined;
  }
}

/** Saves the key, readable by the user only (it is a credential). */
export function writeConfig(path: string, apiKey: string): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const body: ConfigFile = { api_key: apiKey, remoterl_version: CLIENT_VERSION };
  writeFileSync(path, `${JSON.stringify(body, null, 2)}\n`, { mode: 0o600 });
}
