import type { Server as HttpServer } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { createApp } from './app.ts';
import { createFirebaseVerifier, type TokenVerifier } from './auth.ts';
import type { Config } from './config.ts';
import type { ErrorCode } from '@remoterl/contract';
import { errorBody } from './http/errors.ts';
import { hostCheck, servedHosts } from './http/host-guard.ts';
import { rawJsonResponse } from './http/response-headers.ts';
import { createAlerts } from './alerts/alerts.ts';
import { createWebhooks } from './webhooks/webhooks.ts';
import { createSessionService } from './sessions/service.ts';
import { attachSessionSockets } from './sessions/websocket.ts';
import { openStore } from './store/index.ts';
import type { IdentityDirectory } from './identity/directory.ts';
import { endSessionsOfOwner, ownersWithSessions } from './identity/end-owner-sessions.ts';
import { createOwnerGuard, everyOwnerActive } from './identity/owner-guard.ts';

export interface RunningServer {
  /** Where the server listens, e.g. http://127.0.0.1:18787 */
  url: string;
  port: number;
  /** Keys of the old `rrl_` shape replaced with `api_` keys at this start (see migrateLegacyKeys). */
  replacedLegacyKeys: number;
  /** Plain-text keys of an older data folder sealed at this start (store/migrations/seal-api-keys.ts). */
  sealedPlainKeys: number;
  close(): Promise<void>;
}

export async function startServer(
  config: Config,
  options: { verifier?: TokenVerifier & Partial<IdentityDirectory> } = {},
): Promise<RunningServer> {
  const store = openStore(config);
  const replacedLegacyKeys = store.apiKeys.migrateLegacyKeys();
  const verifier = options.verifier ?? createFirebaseVerifier(config.projectId);
  let boundUrl = '';
  const publicUrl = () => config.publicUrl ?? boundUrl;
  // Known once listening (PORT=0 picks the port); until then no Host is served.
  let hosts: ReadonlySet<string> = new Set();
  const servesHost = hostCheck(() => hosts);
  const webhooks = createWebhooks({
    store: store.webhooks,
    config: config.webhooks,
    production: config.production,
  });
  const sessions = createSessionService({
    config: config.sessions,
    store,
    dashboardUrl: `${config.portalOrigins[0] as string}/user/dashboard`,
    alerts: createAlerts({
      store,
      portalUrl: config.portalOrigins[0] as string,
      onSent: (uid, alert) => webhooks.alertSent(uid, alert),
    }),
  });
  const owners = verifier.status
    ? createOwnerGuard({
        directory: verifier as IdentityDirectory,
        recheckMs: config.identityRecheckMs,
        watched: () => ownersWithSessions(sessions),
        onInactive: (uid) => endSessionsOfOwner(sessions, uid),
      })
    : everyOwnerActive;
  const app = createApp({ config, store, verifier, publicUrl, sessions, servesHost, owners });
  const server = createAdaptorServer({ fetch: app.fetch }) as HttpServer;
  server.on('clientError', answerClientError);
  // Without the session service no upgrade listener exists: /sessions/v1 is then an unknown
  // route (404) like any other, and nothing connects, so nothing is metered.
  const sockets =
    config.sessionService === 'off'
      ? { close: async () => sessions.close() }
      : attachSessionSockets(server, sessions, { servesHost, owners });

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.port, config.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    webhooks.close();
    owners.close();
    await sockets.close();
    store.close();
    await verifier.close();
    throw error;
  }

  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  boundUrl = `http://${host}:${port}`;
  hosts = servedHosts(port, publicUrl());

  let closing: Promise<void> | undefined;
  return {
    url: boundUrl,
    port,
    replacedLegacyKeys,
    sealedPlainKeys: store.sealedPlainKeys,
    close() {
      closing ??= sockets
        .close()
        .then(
          () =>
            new Promise<void>((resolve) => {
              server.close(() => resolve());
              // Keep-alive sockets would otherwise hold close() open.
              server.closeAllConnections();
            }),
        )
        .then(async () => {
          webhooks.close();
          owners.close();
          store.close();
          await verifier.close();
        });
      return closing;
    },
  };
}

/**
 * Requests Node's HTTP parser refuses never reach the app; by default Node answers them with
 * an empty body. Answer in the same JSON shape as every other error instead.
 */
function answerClientError(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, code]: [number, ErrorCode] =
    error.code === 'HPE_HEADER_OVERFLOW' ? [431, 'headers_too_large'] : [400, 'bad_request'];
  socket.end(rawJsonResponse(status, errorBody(code)));
}
