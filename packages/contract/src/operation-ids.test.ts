import { describe, expect, it } from 'vitest';
import { API_KEY_OPERATIONS } from './api-keys.ts';
import { OPERATIONS } from './operation-list.ts';
import { buildOpenApiDocument } from './openapi.ts';

/** Every area's operations that clients call by id (the pattern: api-keys.ts). */
const CALLABLE = [...Object.values(API_KEY_OPERATIONS)];

describe('operation ids', () => {
  it('name one operation each', () => {
    const ids = OPERATIONS.flatMap(({ id }) => (id ? [id] : []));
    expect(ids.length).toBeGreaterThanOrEqual(CALLABLE.length);
    expect(new Set(ids).size).toBe(ids.length);
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
