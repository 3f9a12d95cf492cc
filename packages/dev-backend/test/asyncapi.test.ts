// The session protocol's document: a valid AsyncAPI 3.0 document, served next to /openapi.json,
// naming every refusal code with its close code. (Each sessions-*.test.ts checks the frames it
// saw against this document's message schemas.)
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFUSALS } from '@remoterl/contract';
import { startTestServer, type TestServer } from './helpers/server.ts';

// The AsyncAPI initiative's own JSON Schema of the 3.0.0 specification (draft-07, CommonJS).
const { schemas } = createRequire(import.meta.url)('@asyncapi/specs') as { schemas: Record<string, object> };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.dispose());

describe('GET /asyncapi.json', () => {
  it('is a valid AsyncAPI 3.0 document of the service on this server', async () => {
    const response = await fetch(`${server.url}/asyncapi.json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as Record<string, unknown>;
    // The specification's schema carries its own copy of the draft-07 meta-schema; Ajv's is left out.
    const ajv = new Ajv({ strict: false, allErrors: true, meta: false, validateSchema: false });
    addFormats.default(ajv);
    const validate = ajv.compile(schemas['3.0.0'] as object);
    expect(validate(document), JSON.stringify(validate.errors, null, 2)).toBe(true);
    // The check can fail: an operation with an action AsyncAPI does not know.
    expect(validate({ ...document, operations: { shout: { action: 'shout', channel: {} } } })).toBe(false);
    expect(document).toMatchObject({
      asyncapi: '3.0.0',
      servers: { local: { host: new URL(server.url).host, protocol: 'ws', pathname: '/sessions/v1' } },
    });
  });

  it('documents every refusal code with its close code', async () => {
    const document = (await (await fetch(`${server.url}/asyncapi.json`)).json()) as {
      info: { description: string };
      components: { messages: { error: { payload: { properties: { code: { enum: string[] } } } } } };
    };
    expect(document.components.messages.error.payload.properties.code.enum.sort()).toEqual(
      Object.keys(REFUSALS).sort(),
    );
    for (const [code, { close }] of Object.entries(REFUSALS)) {
      expect(document.info.description).toContain(`| ${code} | ${close} |`);
    }
    for (const close of [1009, 4008, 4010, 1001]) expect(document.info.description).toContain(`| ${close} |`);
  });
});
