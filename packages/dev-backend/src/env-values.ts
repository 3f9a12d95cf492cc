// Reading typed values from the environment; shared by the backend's and the session service's
// configuration so both report a bad value the same way.

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type Env = Record<string, string | undefined>;

export function integer(env: Env, name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min) {
    throw new ConfigError(`${name} must be an integer >= ${min}, got "${raw}"`);
  }
  return value;
}

export const isProduction = (env: Env, argv: readonly string[]) =>
  env.NODE_ENV === 'production' || argv.includes('--production');
