import { describe, expect, it } from 'vitest';
import { ACTIVITY_OPERATIONS } from './activity.ts';
import { API_KEY_OPERATIONS } from './api-keys.ts';
import { GATEWAY_OPERATIONS, GATEWAY_ROUTES } from './gateway.ts';
import { LIVE_VIEW_OPERATIONS, LIVE_VIEW_ROUTES } from './live-view.ts';
import { OPERATIONS } from './operation-list.ts';
import { buildOpenApiDocument } from './openapi.ts';
import type { CallableOperation, OperationRoute } from './operation-types.ts';
import { PAYMENT_OPERATIONS } from './paypal.ts';
import { SESSION_HISTORY_OPERATIONS } from './session-history.ts';
import { USER_AREA_OPERATIONS } from './user-area.ts';
import { WEBHOOK_OPERATIONS } from './webhooks.ts';

/** Every area's operations that clients call by id (the pattern: api-keys.ts). */
const ROUTES: readonly OperationRoute[] = [
  ACTIVITY_OPERATIONS,
  API_KEY_OPERATIONS,
  GATEWAY_OPERATIONS,
  GATEWAY_ROUTES,
  LIVE_VIEW_OPERATIONS,
  LIVE_VIEW_ROUTES,
  PAYMENT_OPERATIONS,
  SESSION_HISTORY_OPERATIONS,
  USER_AREA_OPERATIONS,
  WEBHOOK_OPERATIONS,
].flatMap((area) => Object.values(area));
const CALLABLE = ROUTES.flatMap((route) => ('ok' in route ? [route as CallableOperation] : []));

describe('operation ids', () => {
  it('name one operation each', () => {
    const ids = OPERATIONS.flatMap(({ id }) => (id ? [id] : []));
    expect(ids.length).toBeGreaterThanOrEqual(ROUTES.length);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(ROUTES)('$id is in the list with its method and path', (route) => {
    expect(OPERATIONS.find(({ id }) => id === route.id)).toMatchObject({
      method: route.method,
      path: route.path,
    });
  });

  it.each(CALLABLE)('$id is in the list with its method, path and OK answer', (callable) => {
    const operation = OPERATIONS.find(({ id }) => id === callable.id);
    expect(operation).toMatchObject({ method: callable.method, path: callable.path });
    expect(operation?.responses[callable.ok.status]?.content).toEqual({ json: callable.ok.schema });
  });

  it('reach the OpenAPI document as operationId', () => {
    const document = buildOpenApiDocument({ allowReset: false, serverUrl: 'http://api.test' }) as {
      paths: Record<string, Record<string, { operationId?: string }>>;
    };
    const { path, method, id } = API_KEY_OPERATIONS.revokeApiKey;
    expect(document.paths[path]?.[method]?.operationId).toBe(id);
  });
});
