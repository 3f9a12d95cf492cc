import { createParser } from 'eventsource-parser';
import { bearer, HttpError, serverCodeOf, serverMessageOf, type FetchLike } from './http';
import fastJsonPatch, { type Operation } from 'fast-json-patch';
import {
  SESSIONS_STREAM_EVENTS,
  SessionsPatchSchema,
  SessionsSnapshotSchema,
  type SessionsSnapshot,
} from '@remoterl/contract/live-view';

/*
 * The live view's event stream: Server-Sent Events read over `fetch`, so the ID token travels
 * in the Authorization header (EventSource cannot send headers, and a token in the URL would
 * end up in logs). eventsource-parser reads the stream; the reconnect rules around it are
 * hand-written because they are this product's: back off after a drop, stay closed while the
 * tab is hidden, take a fresh ID token for every connection, and never poll
 * (docs/decisions.md, "Live view").
 */

/** Where the stream stands, for the page's status line and error state. */
export type SessionStreamStatus =
  | { state: 'connecting' }
  | { state: 'live' }
  /** Dropped; the next attempt starts after `delayMs` (attempt 1 is the first retry). */
  | { state: 'reconnecting'; attempt: number; delayMs: number; error: unknown }
  /** Closed while the tab is hidden; it opens again when the tab is shown. */
  | { state: 'paused' }
  /** Refused for good (e.g. 404, 403): no retry until `reconnectNow()`. */
  | { state: 'failed'; error: unknown };

/** Whether the page is hidden, and news of changes (the document's, or a test's). */
export interface VisibilitySource {
  hidden(): boolean;
  subscribe(onChange: () => void): () => void;
}

export interface BackoffOptions {
  /** Delay before the first retry (before jitter). */
  initialMs: number;
  /** The delay never grows beyond this. */
  maxMs: number;
  /** 0 <= random() < 1; Math.random by default. */
  random?: () => number;
}

export interface SessionStreamOptions {
  /** The events endpoint (`…/gateway/sessions/events`). */
  url: string;
  /** A current ID token; asked again for every connection, forced fresh after a 401. */
  getIdToken: (forceRefresh: boolean) => Promise<string>;
  onSnapshot: (snapshot: SessionsSnapshot) => void;
  onStatus: (status: SessionStreamStatus) => void;
  fetchImpl?: FetchLike;
  visibility?: VisibilitySource;
  backoff?: Partial<BackoffOptions>;
  /**
   * A connection that says nothing for this long is taken as dead (the server sends a comment
   * every 15 s), which catches a half-open socket that would otherwise hang forever.
   */
  silenceTimeoutMs?: number;
  /**
   * A connection that stayed up this long before it dropped counts as healthy: the next retry
   * starts the backoff afresh. A shorter one (a server that answers and hangs up at once) keeps
   * the backoff growing, so a misbehaving server is never hit in a tight loop.
   */
  stableAfterMs?: number;
}

export interface SessionStream {
  /** Drops any wait and connects at once (the error state's "Try again"). */
  reconnectNow(): void;
  /** Ends the stream for good; no callback runs after it. */
  close(): void;
}

export const DEFAULT_BACKOFF: BackoffOptions = { initialMs: 1000, maxMs: 30_000 };
export const DEFAULT_SILENCE_TIMEOUT_MS = 45_000;
export const DEFAULT_STABLE_AFTER_MS = 15_000;

/**
 * The wait before retry `attempt` (1, 2, 3…): doubling from `initialMs`, capped at `maxMs`,
 * then "equal jitter" (half fixed, half random), so many tabs dropped at once do not return
 * in step, and no wait is shorter than half the doubled delay.
 */
export function backoffDelay(attempt: number, { initialMs, maxMs, random = Math.random }: BackoffOptions) {
  const capped = Math.min(maxMs, initialMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(capped / 2 + random() * (capped / 2));
}

/** Statuses worth trying again: an expired token, a busy or restarting server. */
const retryableStatus = (status: number) =>
  status === 401 || status === 408 || status === 429 || status >= 500;

class StreamEndedError extends Error {
  override name = 'StreamEndedError';
  constructor() {
    super('The session event stream ended');
  }
}

/** A delta that does not follow the last event this client has: its base state is unknown. */
class StreamGapError extends Error {
  override name = 'StreamGapError';
  constructor(expected: number, got: string | undefined) {
    super(`The session event stream skipped from event ${expected - 1} to ${got ?? 'an unnumbered one'}`);
  }
}

class SilentStreamError extends Error {
  override name = 'SilentStreamError';
  constructor(ms: number) {
    super(`The session event stream said nothing for ${ms} ms`);
  }
}

export const documentVisibility: VisibilitySource = {
  hidden: () => document.visibilityState === 'hidden',
  subscribe(onChange) {
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  },
};

/** Opens the stream (unless the page is hidden) and keeps it open until `close()`. */
export function openSessionStream(options: SessionStreamOptions): SessionStream {
  const fetchImpl = options.fetchImpl ?? fetch;
  const visibility = options.visibility ?? documentVisibility;
  const backoff = { ...DEFAULT_BACKOFF, ...options.backoff };
  const silenceTimeoutMs = options.silenceTimeoutMs ?? DEFAULT_SILENCE_TIMEOUT_MS;
  const stableAfterMs = options.stableAfterMs ?? DEFAULT_STABLE_AFTER_MS;

  let closed = false;
  /** The current connection's abort; undefined while waiting or paused. */
  let connection: AbortController | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let refreshToken = false;
  /** Refused for good: only reconnectNow() tries again, not a tab coming back into view. */
  let failed = false;
  /** The id of the last event applied: a delta must follow it, a reconnection names it. */
  let lastEventId: string | undefined;

  const report = (status: SessionStreamStatus) => {
    if (!closed) options.onStatus(status);
  };

  const stop = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    connection?.abort();
    connection = undefined;
  };

  const scheduleRetry = (error: unknown) => {
    if (closed || visibility.hidden()) return;
    attempt += 1;
    const delayMs = backoffDelay(attempt, backoff);
    report({ state: 'reconnecting', attempt, delayMs, error });
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, delayMs);
  };

  async function connect(): Promise<void> {
    if (closed) return;
    if (visibility.hidden()) {
      report({ state: 'paused' });
      return;
    }
    const controller = new AbortController();
    connection = controller;
    report({ state: 'connecting' });
    let silence: ReturnType<typeof setTimeout> | undefined;
    let liveSince: number | undefined;
    const keepAlive = () => {
      clearTimeout(silence);
      silence = setTimeout(() => controller.abort(new SilentStreamError(silenceTimeoutMs)), silenceTimeoutMs);
    };
    try {
      const idToken = await options.getIdToken(refreshToken);
      refreshToken = false;
      if (controller.signal.aborted) return;
      keepAlive();
      const response = await fetchImpl(options.url, {
        headers: {
          Accept: 'text/event-stream',
          ...bearer(idToken),
          ...(lastEventId !== undefined && { 'Last-Event-ID': lastEventId }),
        },
        cache: 'no-store',
        signal: controller.signal,
      });
      if (!response.ok) {
        const body = await response.text();
        const error = new HttpError(
          response.status,
          body,
          serverMessageOf(body),
          'The session event stream',
          serverCodeOf(body),
        );
        if (!retryableStatus(response.status)) {
          console.error('The session event stream was refused.', error);
          connection = undefined;
          failed = true;
          report({ state: 'failed', error });
          return;
        }
        refreshToken = response.status === 401;
        throw error;
      }
      if (!response.body) throw new StreamEndedError();
      liveSince = Date.now();
      report({ state: 'live' });

      let malformed: unknown;
      // Every connection starts from the full state: until it comes, a delta has no base.
      let base: SessionsSnapshot | undefined;
      const parser = createParser({
        onEvent(message) {
          if (malformed) return;
          const next = nextState(base, lastEventId, message);
          if (next === undefined) return;
          if (!next.success) {
            malformed = next.error;
            controller.abort(next.error);
            return;
          }
          base = next.data;
          lastEventId = message.id;
          if (!closed) options.onSnapshot(next.data);
        },
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        keepAlive();
        parser.feed(value);
      }
      if (malformed) throw malformed;
      throw new StreamEndedError();
    } catch (error) {
      if (closed || connection !== controller) return; // closed, paused or replaced on purpose
      const reason = controller.signal.aborted ? controller.signal.reason : error;
      connection = undefined;
      if (liveSince !== undefined && Date.now() - liveSince >= stableAfterMs) attempt = 0;
      console.warn('The session event stream dropped; reconnecting.', reason);
      scheduleRetry(reason);
    } finally {
      clearTimeout(silence);
    }
  }

  const onVisibilityChange = () => {
    if (closed) return;
    if (visibility.hidden()) {
      stop();
      report({ state: 'paused' });
    } else if (!failed && !connection && retryTimer === undefined) {
      attempt = 0;
      void connect();
    }
  };
  const unsubscribe = visibility.subscribe(onVisibilityChange);
  void connect();

  return {
    reconnectNow() {
      if (closed) return;
      stop();
      attempt = 0;
      failed = false;
      void connect();
    },
    close() {
      closed = true;
      unsubscribe();
      stop();
    },
  };
}

type Parsed = { success: true; data: SessionsSnapshot } | { success: false; error: unknown };

/**
 * The state an event gives: a full state as is, a delta applied to `base` when its id follows
 * `lastId`; undefined for events of other names. A delta with no base or after a gap is an error,
 * so the client reconnects and starts again from a full state (docs/decisions.md, "Live-view
 * streams"). Nothing here names a snapshot field: the result is checked against the contract.
 */
function nextState(
  base: SessionsSnapshot | undefined,
  lastId: string | undefined,
  message: { event?: string | undefined; id?: string | undefined; data: string },
): Parsed | undefined {
  if (message.event === SESSIONS_STREAM_EVENTS.full) return safeSnapshot(message.data);
  if (message.event !== SESSIONS_STREAM_EVENTS.patch) return undefined;
  const expected = Number(lastId) + 1;
  if (!base || lastId === undefined || message.id !== String(expected)) {
    return { success: false, error: new StreamGapError(expected, message.id) };
  }
  try {
    const patch = SessionsPatchSchema.parse(JSON.parse(message.data)) as Operation[];
    const patched = fastJsonPatch.applyPatch(structuredClone(base), patch, true, false).newDocument;
    return SessionsSnapshotSchema.safeParse(patched);
  } catch (error) {
    return { success: false, error };
  }
}

function safeSnapshot(data: string): Parsed {
  try {
    return SessionsSnapshotSchema.safeParse(JSON.parse(data));
  } catch (error) {
    return { success: false as const, error };
  }
}
