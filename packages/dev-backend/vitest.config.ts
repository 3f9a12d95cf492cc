import { defineConfig } from 'vitest/config';

// Run through `pnpm test`, which wraps vitest in `firebase emulators:exec` so the real Auth
// emulator is up and FIREBASE_AUTH_EMULATOR_HOST is set.
export default defineConfig({
  test: {
    name: 'dev-backend',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    globalSetup: ['test/helpers/global-setup.ts'],
    testTimeout: 15_000,
    hookTimeout: 20_000,
  },
});
