import { loadEnv, type Plugin } from 'vite';
import { ConfigurationError, parseEnv } from '../src/config/env.ts';

/**
 * Validates the portal's `VITE_*` configuration when Vite starts (build, dev server, preview):
 * a missing or malformed variable stops it with a message naming every bad variable, so no
 * broken build ships and no validation code has to run in the visitor's browser to find out.
 */
export function envPlugin(): Plugin {
  return {
    name: 'remoterl-env-check',
    configResolved(config) {
      const raw = { ...loadEnv(config.mode, config.envDir || config.root, 'VITE_') };
      try {
        parseEnv(raw);
      } catch (error) {
        if (!(error instanceof ConfigurationError)) throw error;
        throw new Error(
          `${error.message}\n(mode "${config.mode}": set them in .env.${config.mode} or the environment)`,
          { cause: error },
        );
      }
    },
  };
}
