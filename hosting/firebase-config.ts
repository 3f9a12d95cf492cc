import {
  EVERY_PATH,
  HOSTING_EMULATOR,
  immutableAssets,
  SPA_FALLBACK,
  TARGETS,
  type TargetName,
} from './site.ts';
import { securityHeaders, type HeaderOptions, type ServiceOrigins } from './security-headers.ts';

// Pinned: other projects on the same machine use Firebase's default ports.
const EMULATORS = {
  singleProjectMode: true,
  auth: { host: '127.0.0.1', port: 19099 },
  hosting: HOSTING_EMULATOR,
  hub: { host: '127.0.0.1', port: 19400 },
  logging: { host: '127.0.0.1', port: 19500 },
  ui: { enabled: false },
};

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
    emulators: EMULATORS,
  };
}
