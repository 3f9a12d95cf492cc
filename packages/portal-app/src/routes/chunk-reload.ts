/**
 * After a deploy, an open tab still references the previous build's chunk names; the next lazy
 * route then fails to load. One reload picks up the new build. Reloading only when online and
 * at most once per incident keeps an offline visitor (or a truly broken deploy) from looping:
 * they see the translated error page instead.
 */
const RELOAD_MARK_KEY = 'chunk-reload-at';
/** A second failure within this window after our reload means reloading does not help. */
const RELOAD_WINDOW_MS = 60_000;

export interface ReloadContext {
  online: boolean;
  now: number;
  /** Session storage; without it "at most once" cannot be kept, so no reload happens. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
}

const CHUNK_ERROR_PATTERNS = [
  /failed to fetch dynamically imported module/i, // Chromium
  /error loading dynamically imported module/i, // Firefox
  /importing a module script failed/i, // Safari
  /unable to preload css/i, // Vite's CSS preload
  /loading (css )?chunk .* failed/i, // webpack-style wording, kept for third-party code
];

/** True for the errors a missing or unreachable lazy chunk produces in current browsers. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' || CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(error.message))
  );
}

/** Whether a reload is allowed now (no side effects). */
export function mayReloadForChunkError({ online, now, storage }: ReloadContext): boolean {
  if (!online || !storage) return false;
  try {
    const previous = Number(storage.getItem(RELOAD_MARK_KEY));
    return !(Number.isFinite(previous) && previous > 0 && now - previous < RELOAD_WINDOW_MS);
  } catch {
    return false;
  }
}

/** Decides whether to reload, and if so records the attempt. */
export function claimChunkReload(context: ReloadContext): boolean {
  if (!mayReloadForChunkError(context)) return false;
  try {
    context.storage?.setItem(RELOAD_MARK_KEY, String(context.now));
    return true;
  } catch {
    return false;
  }
}

function browserContext(): ReloadContext {
  let storage: Storage | undefined;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = undefined;
  }
  return { online: navigator.onLine, now: Date.now(), storage };
}

let reloading = false;

/**
 * Loads the page again when allowed; returns whether that is under way. `href` is where to
 * load: during a client-side navigation the address bar still shows the previous page, and
 * the visitor should land on the page they asked for.
 */
export function reloadOnceForChunkError(href?: string): boolean {
  if (reloading) return true;
  if (!claimChunkReload(browserContext())) return false;
  reloading = true;
  if (href && href !== window.location.pathname + window.location.search + window.location.hash) {
    window.location.assign(href);
  } else {
    window.location.reload();
  }
  return true;
}

/**
 * Vite dispatches `vite:preloadError` when a lazy chunk or one of its dependencies fails.
 * Cancelling the event swallows the error (we are reloading); otherwise the import rejects
 * and the route's error element explains what happened. `pendingHref` names the page a
 * navigation in progress is heading to.
 */
export function installChunkErrorRecovery(pendingHref: () => string | undefined = () => undefined): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadOnceForChunkError(pendingHref())) event.preventDefault();
  });
}

/** True when a reload has started or is about to (the error element shows a loading state). */
export function chunkReloadPending(): boolean {
  return reloading || mayReloadForChunkError(browserContext());
}
