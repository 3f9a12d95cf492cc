import type { OperationRoute } from '@remoterl/contract';

/** Where the gateway's routes are mounted (app.ts); every gateway operation's path starts so. */
export const GATEWAY_MOUNT = '/gateway';

/**
 * An operation's path as a Hono route below its mount: `/gateway/sessions/{id}/disconnect` under
 * `/gateway` is `/sessions/:id/disconnect`. The path is the contract's (docs/decisions.md, "One
 * call by operation id"), so the portal, this server and the OpenAPI document write it once. An
 * operation outside the mount is a programming error and throws at start-up.
 */
export function routePath(operation: Pick<OperationRoute, 'id' | 'path'>, mount = GATEWAY_MOUNT): string {
  if (!operation.path.startsWith(`${mount}/`))
    throw new Error(`${operation.id} (${operation.path}) is not served under ${mount}.`);
  return operation.path.slice(mount.length).replace(/\{(\w+)\}/g, ':$1');
}
