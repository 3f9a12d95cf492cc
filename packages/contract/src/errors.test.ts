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
    // Error codes are named in responses; a parameter's enum (a filter's roles) is not one.
    const responses = Object.values(document.paths).flatMap((operations) =>
      Object.values(operations as Record<string, { responses?: unknown }>).map(
        (operation) => operation.responses,
      ),
    );
    const named = JSON.stringify(responses).match(/"enum":\[[^\]]*\]/g) ?? [];
    for (const list of named) {
      for (const code of JSON.parse(`{${list}}`).enum as string[]) expect(ERROR_CODES).toContain(code);
    }
  });
});
