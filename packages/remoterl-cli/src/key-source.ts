// Where the key comes from, in the Python client's order: REMOTERL_API_KEY wins; otherwise the
// config file (config-file.ts). The key is checked against the client's pattern before use.
import { isApiKeyShape } from '@remoterl/product';
import { configPath, readConfig, type Platform } from './config-file.ts';

export type KeySource =
  | { kind: 'env'; apiKey: string }
  | { kind: 'config'; apiKey: string; path: string }
  | { kind: 'none'; path: string }
  /** Found, but not of the shape the service issues (`api_` and a UUID). */
  | { kind: 'invalid'; from: 'env' | 'config'; path: string };

export function findApiKey(platform: Platform, read?: (path: string) => string): KeySource {
  const path = configPath(platform);
  const fromEnv = platform.env.REMOTERL_API_KEY?.trim();
  if (fromEnv)
    return isApiKeyShape(fromEnv) ? { kind: 'env', apiKey: fromEnv } : { kind: 'invalid', from: 'env', path };
  const stored = readConfig(path, read)?.api_key;
  if (typeof stored !== 'string' || stored.trim() === '') return { kind: 'none', path };
  const apiKey = stored.trim();
  return isApiKeyShape(apiKey) ? { kind: 'config', apiKey, path } : { kind: 'invalid', from: 'config', path };
}
