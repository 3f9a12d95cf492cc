// DNS rebinding: a page on attacker.example can make its own name resolve to 127.0.0.1 and then
// talk to this server as a same-origin page, CORS notwithstanding. The browser still sends
// `Host: attacker.example:<port>`, so a server that answers only the names it serves is out of
// reach. Hand-written: the check is a set lookup, and it must also guard WebSocket upgrades,
// which never reach Hono.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { createMiddleware } from 'hono/factory';
import { ApiError, errorBody } from './errors.ts';
import { rawJsonResponse } from './response-headers.ts';

/** The Host values a server at `port` serves: loopback names at its port and its public URL's host. */
export function servedHosts(port: number, publicUrl: string | undefined): ReadonlySet<string> {
  const hosts = ['127.0.0.1', 'localhost', '[::1]'].map((name) => `${name}:${port}`);
  if (publicUrl) hosts.push(new URL(publicUrl).host);
  return new Set(hosts.map((host) => host.toLowerCase()));
}

export type HostCheck = (host: string | undefined) => boolean;

export function hostCheck(hosts: () => ReadonlySet<string>): HostCheck {
  return (host) => host !== undefined && hosts().has(host.trim().toLowerCase());
}

/** 421 for a request whose Host this server does not serve. */
export function hostGuard(serves: HostCheck) {
  return createMiddleware(async (c, next) => {
    if (!serves(c.req.header('host'))) throw new ApiError(421, 'misdirected_request');
    await next();
  });
}

/** The same refusal for an upgrade request, answered on the raw socket. Answers whether it refused. */
export function refuseUpgradeForHost(serves: HostCheck, request: IncomingMessage, socket: Duplex): boolean {
  if (serves(request.headers.host)) return false;
  // Upgrades never reach Hono's error handler: the same body, written on the socket.
  socket.end(rawJsonResponse(421, errorBody('misdirected_request')));
  return true;
}
