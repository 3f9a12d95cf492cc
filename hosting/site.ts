// The hosting set-up in one place: what folder is served, which paths fall back to the SPA
// shell, and where the origins in the security headers come from. firebase.json is generated
// from this file (`pnpm hosting:generate`); edit here, never there.

/** Build targets with their own hosting config: what is deployed, and what e2e serves. */
export const TARGETS = {
  production: {
    /** Vite mode whose VITE_* variables name the services the CSP must allow. */
    mode: 'production',
    /** Served folder, relative to the repository root (the Firebase config sits there). */
    publicDir: 'packages/portal-app/dist',
    configFile: 'firebase.json',
  },
  e2e: {
    mode: 'e2e',
    /** `pnpm build` builds the portal with the local stack's configuration (`.env.e2e`). */
    publicDir: 'packages/portal-app/dist',
    /** Written by the e2e suite at start-up, not committed. */
    configFile: 'firebase.e2e.json',
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

/**
 * Hashed build output (Vite's `name-<8 character hash>.ext`): safe to cache for a year. A regex,
 * not `/assets/**`: Hosting applies header rules by path whatever the status, so the glob made a
 * 404 under /assets immutable for a year. A path without a content hash is never immutable.
 */
export const IMMUTABLE_ASSETS = '^/assets/[^/]+-[A-Za-z0-9_-]{8}\\.[a-z0-9]+$';

/**
 * Every path, dot paths included (`/.vite/manifest.json`): the glob `**` is matched with
 * minimatch, which skips path segments that start with a dot.
 */
export const EVERY_PATH = '^/.*$';

/** Port of the Hosting emulator: the e2e suite's pinned portal address. */
export const HOSTING_EMULATOR = { host: '127.0.0.1', port: 14173 } as const;
