import { describe, expect, it } from 'vitest';
import { FRAMEWORK_MODULE } from './framework-chunk.ts';

describe('FRAMEWORK_MODULE', () => {
  it.each([
    '/repo/node_modules/.pnpm/react-dom@19.3.1_react@19.3.1/node_modules/react-dom/cjs/react-dom-client.production.js',
    '/repo/node_modules/react/jsx-runtime.js',
    '/repo/node_modules/.pnpm/@radix-ui+react-slot@1.2.4/node_modules/@radix-ui/react-slot/dist/index.mjs',
    String.raw`C:\repo\node_modules\i18next\dist\esm\i18next.js`,
  ])('takes a module of a package every page starts with: %s', (id) => {
    expect(FRAMEWORK_MODULE.test(id)).toBe(true);
  });

  it.each([
    // Packages whose names only begin like a framework package's: they load with the pages that use them.
    '/repo/node_modules/.pnpm/react-hook-form@7.66.0_react@19.3.1/node_modules/react-hook-form/dist/index.esm.mjs',
    '/repo/node_modules/@radix-ui/react-slot-extra/index.js',
    '/repo/node_modules/firebase/auth/dist/index.esm.js',
    // The app's own modules, even in a folder named like a package.
    '/repo/packages/portal-app/src/react/provider.tsx',
  ])('leaves other modules to the automatic chunks: %s', (id) => {
    expect(FRAMEWORK_MODULE.test(id)).toBe(false);
  });
});
