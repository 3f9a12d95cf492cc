import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_MESSAGES } from './errors.ts';
import { buildOpenApiDocument } from './openapi.ts';

describe('error codes', () => {
  it('give every code its own message, so a message names exactly one code', () => {
    const messages = ERROR_CODES.map((code) => ERROR_MESSAGES[code]);
    expect(new Set(messages).size).toBe(messages.length);
  });

  it('are all in the OpenAPI document, and it names no other', () => {
    const document = buildOpenApiDocument({ serverUrl: 'http://127.0.0.1', allowReset: true });
    const schema = document.components.schemas.ErrorResponse as {
      properties: { code: { enum: string[] } };
    };
    expect(schema.properties.code.enum).toEqual(ERROR_CODES);
    const named = JSON.stringify(document.paths).match(/"enum":\[[^\]]*\]/g) ?? [];
    for (const list of named) {
      for (const code of JSON.parse(`{${list}}`).enum as string[]) expect(ERROR_CODES).toContain(code);
    }
  });
});
