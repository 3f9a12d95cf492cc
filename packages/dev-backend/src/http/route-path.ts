import type { OperationRoute } from '@remoterl/contract';

/** Where the gateway's routes are mounted (app.ts); every gateway operation's path starts so. */
export const GATEWAY_MOUNT = '/gateway';

/** Where the PayPal routes are mounted (app.ts): `/paypal/checkout` is `/checkout` below it. */
export const PAYPAL_MOUNT = '/paypal';

/** `{id}` parts as Hono's `:id`, in the type too, so a handler's `c.req.param('id')` is a string. */
type HonoPath<Path extends string> = Path extends `${infer Head}{${infer Name}}${infer Tail}`
  ? `${Head}:${Name}${HonoPath<Tail>}`
  : Path;

/** The Hono path of `Path` below `Mount`. */
export type RoutePath<Path extends string, Mount extends string> = Path extends `${Mount}${infer Below}`
  ? HonoPath<Below>
  : never;

/**
 * An operation's path as a Hono route below its mount: `/gateway/sessions/{id}/disconnect` under
 * `/gateway` is `/sessions/:id/disconnect`. The path is the contract's (docs/decisions.md, "One
 * call by operation id"), so the portal, this server and the OpenAPI document write it once. An
 * operation outside the mount is a programming error and throws at start-up.
 */
export function routePath<Path extends string, Mount extends string = typeof GATEWAY_MOUNT>(
  operation: Pick<OperationRoute, 'id'> & { path: Path },
  mount: Mount = GATEWAY_MOUNT as Mount,
): RoutePath<Path, Mount> {
  if (!operation.path.startsWith(`${mount}/`))
    throw new Error(`${operation.id} (${operation.path}) is not served under ${mount}.`);
  return operation.path.slice(mount.length).replace(/\{(\w+)\}/g, ':$1') as RoutePath<Path, Mount>;
}
