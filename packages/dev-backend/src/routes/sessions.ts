import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { requireUser, type AuthEnv, type TokenVerifier } from '../auth.ts';
import type { SessionConfig } from '../sessions/config.ts';
import type { SessionService } from '../sessions/service.ts';
import { SessionBlockSchema } from '@remoterl/contract';
import type { Store } from '../store/index.ts';
import { ApiError, parseJson } from '../http/errors.ts';

/** Counters go out at most this often while they change. */
const COUNTER_PUSH_MS = 1_000;
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

  app.get('/sessions', signedIn, (c) => {
    const { uid } = c.get('user');
    if (!store.accounts.find(uid)) throw new ApiError(404, 'no_account');
    c.header('Cache-Control', 'no-store');
    return c.json(sessions.snapshot(uid));
  });

  app.get('/sessions/events', signedIn, (c) => {
    const { uid } = c.get('user');
    if (!store.accounts.find(uid)) throw new ApiError(404, 'no_account');
    if (sessions.watcherCount(uid) >= config.maxStreamsPerAccount)
      throw new ApiError(429, 'too_many_streams');
    c.header('Cache-Control', 'no-store');
    return streamSSE(c, async (stream) => {
      // Writes are queued so a snapshot and a heartbeat never interleave.
      let queue = Promise.resolve();
      const write = (text: string) => {
        queue = queue
          .then(() => stream.write(text))
          .then(
            () => undefined,
            () => undefined,
          );
      };
      let lastSent = '';
      let scheduled = false;
      // Several changes in one turn (a trainer leaving moves its simulators) become one event,
      // and a snapshot equal to the last one sent is not sent again.
      const push = () => {
        if (scheduled) return;
        scheduled = true;
        setImmediate(() => {
          scheduled = false;
          const data = JSON.stringify(sessions.snapshot(uid));
          if (data === lastSent) return;
          lastSent = data;
          write(`event: sessions\ndata: ${data}\n\n`);
        });
      };
      const unwatch = sessions.watch(uid, push);
      // Once a second: counters, health rates, heartbeat ages, metered usage and the balance
      // (a top-up, a metering step) reach the page even when no session came or went.
      const counters = setInterval(push, COUNTER_PUSH_MS);
      const heartbeat = setInterval(() => write(': heartbeat\n\n'), config.streamHeartbeatMs);
      push();
      await new Promise<void>((resolve) => stream.onAbort(resolve));
      unwatch();
      clearInterval(counters);
      clearInterval(heartbeat);
    });
  });

  app.post('/sessions/block', signedIn, async (c) => {
    const body = await parseJson(c, SessionBlockSchema);
    const { uid } = c.get('user');
    if (!store.accounts.find(uid)) throw new ApiError(404, 'no_account');
    sessions.setBlocked(uid, body.blocked);
    c.header('Cache-Control', 'no-store');
    return c.json({ blocked: store.sessionBlocks.isBlocked(uid) });
  });

  app.post('/sessions/:id/disconnect', signedIn, (c) => {
    const { uid } = c.get('user');
    const id = c.req.param('id');
    if (!SESSION_ID.test(id) || !sessions.disconnect(uid, id)) throw new ApiError(404, 'unknown_session');
    return c.body(null, 204);
  });

  return app;
}
