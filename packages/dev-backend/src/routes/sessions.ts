import { Hono } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { requireUser, type AuthEnv, type TokenVerifier } from '../auth.ts';
import type { SessionConfig } from '../sessions/config.ts';
import type { SessionService } from '../sessions/service.ts';
import {
  LIVE_VIEW_OPERATIONS,
  LIVE_VIEW_ROUTES,
  SessionBlockSchema,
  SESSIONS_STREAM_EVENTS,
} from '@remoterl/contract';
import { openConflatedStream } from './conflated-stream.ts';
import { openPullBody } from './pull-body.ts';
import { feedsByKey, openStateFeed } from './state-feed.ts';
import type { Store } from '../store/index.ts';
import { ApiError, parseJson } from '../http/errors.ts';
import { routePath } from '../http/route-path.ts';

/** Last-Event-ID as a stream sends it; anything else (absent, garbled) starts at 1. */
const EVENT_ID = /^\d{1,15}$/;

/**
 * Event ids go on from the client's Last-Event-ID, so they only grow for one viewer across
 * reconnections and a delta's id says which state it applies to (the one before it).
 */
const nextEventId = (lastEventId: string | undefined) =>
  lastEventId !== undefined && EVENT_ID.test(lastEventId) ? Number(lastEventId) + 1 : 1;
const SESSION_ID = /^[0-9a-f]{8}$/;

/**
 * The portal's live view of the session service: the snapshot, a Server-Sent Events stream of
 * it (read with fetch, so the ID token travels in the Authorization header, never in a URL),
 * Disconnect, and the "Block new sessions" switch.
 */
export function sessionRoutes(deps: {
  store: Store;
  verifier: TokenVerifier;
  sessions: SessionService;
  config: SessionConfig;
}) {
  const { store, sessions, config } = deps;
  const app = new Hono<AuthEnv>();
  const signedIn = requireUser(deps.verifier);
  // Deltas a viewer may fall behind by before it gets the full state again: ten seconds' worth.
  const FEED_DELTAS_KEPT = 10;
  const feeds = feedsByKey((uid) => {
    const feed = openStateFeed({
      read: () => sessions.snapshot(uid),
      intervalMs: config.streamIntervalMs,
      keep: FEED_DELTAS_KEPT,
    });
    const unwatch = sessions.watch(uid, feed.changed);
    // Once an interval: counters, health, usage and balance move without a session coming or
    // going; a version with no change is not made.
    const ticks = setInterval(feed.changed, config.streamIntervalMs);
    return {
      feed,
      stop() {
        clearInterval(ticks);
        unwatch();
        feed.stop();
      },
    };
  });

  app.get(routePath(LIVE_VIEW_OPERATIONS.listSessions), signedIn, (c) => {
    const { uid } = c.get('user');
    if (!store.accounts.find(uid)) throw new ApiError(404, 'no_account');
    c.header('Cache-Control', 'no-store');
    return c.json(sessions.snapshot(uid));
  });

  app.get(routePath(LIVE_VIEW_ROUTES.sessionEvents), signedIn, (c) => {
    const { uid } = c.get('user');
    if (!store.accounts.find(uid)) throw new ApiError(404, 'no_account');
    if (feeds.viewersOf(uid) >= config.maxStreamsPerAccount) throw new ApiError(429, 'too_many_streams');
    const firstId = nextEventId(c.req.header('last-event-id'));
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
    const viewer = feeds.join(uid);
    // Once, whichever way the stream ends: the client went away, or the stall bound closed it.
    let ended = false;
    const end = () => {
      if (ended) return;
      ended = true;
      live.stop();
      viewer.leave();
    };
    const transport = openPullBody(end);
    const live = openConflatedStream({
      feed: viewer.feed,
      write: transport.write,
      // A stalled client's buffers go with its socket; it reconnects and gets the full state.
      close: () => {
        end();
        // Under Node, @hono/node-server cancels the body when its socket closes; elsewhere the
        // body is failed, so the connection is dropped rather than ended as if complete.
        if (outgoing) outgoing.destroy();
        else transport.fail(new Error('live-view stream stalled'));
      },
      events: SESSIONS_STREAM_EVENTS,
      firstId,
      stallMs: config.streamStallMs,
      heartbeatMs: config.streamHeartbeatMs,
    });
    return c.body(transport.body, 200, {
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-store',
      Connection: 'keep-alive',
      // Sent as it comes: @hono/node-server then writes the head at once, without reading ahead.
      'Transfer-Encoding': 'chunked',
    });
  });

  app.post(routePath(LIVE_VIEW_OPERATIONS.setSessionsBlocked), signedIn, async (c) => {
    const body = await parseJson(c, SessionBlockSchema);
    const { uid } = c.get('user');
    if (!store.accounts.find(uid)) throw new ApiError(404, 'no_account');
    sessions.setBlocked(uid, body.blocked);
    c.header('Cache-Control', 'no-store');
    return c.json({ blocked: store.sessionBlocks.isBlocked(uid) });
  });

  app.post(routePath(LIVE_VIEW_ROUTES.disconnectSession), signedIn, (c) => {
    const { uid } = c.get('user');
    const id = c.req.param('id');
    if (!SESSION_ID.test(id) || !sessions.disconnect(uid, id)) throw new ApiError(404, 'unknown_session');
    return c.body(null, 204);
  });

  return app;
}
