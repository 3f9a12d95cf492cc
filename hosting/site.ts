// The hosting set-up in one place: what folder is served, which paths fall back to the SPA
// shell, and where the origins in the security headers come from. firebase.json is generated
// from this file (`pnpm hosting:generate`); edit here, never there.

/**
 * Build targets with their own hosting config: what is deployed, and what e2e serves. A target
 * `fromBuild` is generated after its build and makes exactly that build's hashed assets
 * immutable; the committed firebase.json cannot know a build, so it makes nothing immutable.
 */
export const TARGETS = {
  production: {
    /** Vite mode whose VITE_* variables name the services the CSP must allow. */
    mode: 'production',
    /** Served folder, relative to the repository root (the Firebase config sits there). */
    publicDir: 'packages/portal-app/dist',
    /** Committed and checked by `pnpm lint`: the same headers, every path revalidated. */
    configFile: 'firebase.json',
    fromBuild: false,
  },
  deploy: {
    mode: 'production',
    publicDir: 'packages/portal-app/dist',
    /** Written after `build:production` for `firebase deploy --config`, not committed. */
    configFile: 'firebase.deploy.json',
    fromBuild: true,
  },
  e2e: {
    mode: 'e2e',
    /** `pnpm build` builds the portal with the local stack's configuration (`.env.e2e`). */
    publicDir: 'packages/portal-app/dist',
    /** Written by the e2e suite at start-up, after the build, not committed. */
    configFile: 'firebase.e2e.json',
    fromBuild: true,
  },
} as const;

export type TargetName = keyof typeof TARGETS;

/**
 * Paths answered with the client-rendered shell. Public pages are prerendered files that Hosting
 * serves first (cleanUrls: /pricing -> pricing.html, /ko/pricing -> ko/pricing.html); every other
 * path (the user area, payment pages, unknown paths) falls through to the empty shell, where the
 * app routes it, sending unknown paths on to /not-found-cover.
 */
export const SPA_FALLBACK = {
  sources: ['/!(assets){,/**}'],
  destination: '/spa.html',
} as const;

/** Vite's content-hashed output name (`name-<8 character hash>.ext`): safe to cache for a year. */
export const CONTENT_HASHED_NAME = /^[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/u;

// Vite's names hold only letters, digits, `.`, `_` and `-`; the rest is escaped all the same.
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/**
 * The header rule's regex for the immutable assets: the build's own content-hashed files under
 * /assets, by name, or undefined when there are none. Not a pattern of hashed-looking names:
 * Hosting applies header rules by path whatever the status, so a pattern made a 404 for a
 * missing file with a hashed-looking name immutable for a year.
 */
export function immutableAssets(assetNames: readonly string[]): string | undefined {
  const hashed = assetNames.filter((name) => CONTENT_HASHED_NAME.test(name)).sort();
  return hashed.length > 0 ? `^/assets/(?:${hashed.map(escapeRegex).join('|')})$` : undefined;
}

/**
 * Every path, dot paths included (`/.vite/manifest.json`): the glob `**` is matched with
 * minimatch, which skips path segments that start with a dot.
 */
export const EVERY_PATH = '^/.*$';

/** Port of the Hosting emulator: the e2e suite's pinned portal address. */
export const HOSTING_EMULATOR = { host: '127.0.0.1', port: 14173 } as const;

/**
 * The ports of `pnpm dev`'s stack and of the test suites' stacks (e2e, the backend's tests),
 * apart so that the tests pass while `pnpm dev` runs (docs/decisions.md, "Test ports").
 * `.env.development` and `.env.e2e` name the same ports (hosting/stack-ports.test.ts).
 */
export const DEV_PORTS = { auth: 19099, hub: 19400, logging: 19500, backend: 18787, portal: 15173 } as const;
export const TEST_PORTS = {
  auth: 29099,
  hub: 29400,
  logging: 29500,
  backend: 28787,
  hosting: HOSTING_EMULATOR.port,
  tlsPortal: 14443,
  tlsBackend: 18443,
} as const;
