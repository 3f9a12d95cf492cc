import {
  DEV_PORTS,
  EVERY_PATH,
  HOSTING_EMULATOR,
  TEST_PORTS,
  immutableAssets,
  SPA_FALLBACK,
  TARGETS,
  type TargetName,
} from './site.ts';
import { securityHeaders, type HeaderOptions, type ServiceOrigins } from './security-headers.ts';

/**
 * Pinned: other projects on the same machine use Firebase's default ports. The committed
 * firebase.json serves `pnpm dev`; the e2e target's config, and the backend's tests
 * (packages/dev-backend/firebase.test.json), take the test ports, so both run at once.
 */
export function emulatorsConfig(ports: { auth: number; hub: number; logging: number }) {
  return {
    singleProjectMode: true,
    auth: { host: '127.0.0.1', port: ports.auth },
    hosting: HOSTING_EMULATOR,
    hub: { host: '127.0.0.1', port: ports.hub },
    logging: { host: '127.0.0.1', port: ports.logging },
    ui: { enabled: false },
  };
}

/**
 * The whole firebase.json of a target: Hosting (headers, rewrites) and the emulators.
 * `assetNames`: the file names in the build's assets folder, for a target made from its build.
 */
export function firebaseConfig(
  target: TargetName,
  origins: ServiceOrigins,
  options: HeaderOptions = {},
  assetNames: readonly string[] = [],
) {
  const immutable = immutableAssets(assetNames);
  return {
    hosting: {
      public: TARGETS[target].publicDir,
      cleanUrls: true,
      trailingSlash: false,
      ignore: ['**/.*', '**/*.map'],
      rewrites: SPA_FALLBACK.sources.map((source) => ({ source, destination: SPA_FALLBACK.destination })),
      headers: [
        {
          regex: EVERY_PATH,
          headers: [...securityHeaders(origins, options), { key: 'Cache-Control', value: 'no-cache' }],
        },
        ...(immutable
          ? [
              {
                regex: immutable,
                headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
              },
            ]
          : []),
      ],
    },
    emulators: emulatorsConfig(target === 'e2e' ? TEST_PORTS : DEV_PORTS),
  };
}
