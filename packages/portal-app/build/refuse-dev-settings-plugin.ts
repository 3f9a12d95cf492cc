import { loadEnv, type Plugin } from 'vite';
import { developmentOnlyVariablesIn } from '../src/config/env.ts';

/**
 * Fails a production build that carries development-only settings (the Auth emulator's
 * address), so such a bundle is never produced; the app's start-up check is the second line.
 */
export function refuseDevSettingsPlugin(): Plugin {
  return {
    name: 'remoterl-refuse-dev-settings',
    apply: 'build',
    configResolved(config) {
      const env = loadEnv(config.mode, config.envDir || config.root, config.envPrefix);
      const offending = developmentOnlyVariablesIn(env, config.isProduction && config.mode === 'production');
      if (offending.length > 0) {
        throw new Error(
          `Refusing to build for production with ${offending.join(', ')} set: ` +
            'it points sign-in at the local Auth emulator. Unset it, or build with --mode e2e.',
        );
      }
    },
  };
}
