// The OpenAPI 3.1 document of the backend's HTTP routes, generated from the operation list and
// the schemas of the contract registry.
import { z } from 'zod';
import { ErrorResponseSchema } from './error-response.ts';
import type { Content, Operation, ServedParts } from './operation-types.ts';
import { allResponses, servedOperations } from './operations.ts';
import { contractRegistry } from './registry.ts';

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

function refTo(schema: z.ZodType) {
  const id = contractRegistry.get(schema)?.id;
  if (!id) throw new Error('An operation names a schema missing from the contract registry');
  return ref(id);
}

function contentOf(content: Content): object {
  if ('json' in content) return { 'application/json': { schema: refTo(content.json) } };
  if ('html' in content) return { 'text/html': { schema: { type: 'string' } } };
  if ('events' in content) {
    // OpenAPI 3.1 has no schema for one event; the extension names what each event's `data:` holds.
    const events = Object.fromEntries(
      Object.entries(content.events).map(([name, schema]) => [name, refTo(schema)]),
    );
    return { 'text/event-stream': { schema: { type: 'string' }, 'x-event-data': events } };
  }
  if ('text' in content) {
    const schema = content.text === 'string' ? { type: 'string' } : refTo(content.text);
    return { 'text/plain': { schema } };
  }
  // The shared error shape, with `code` narrowed to what this answer can carry.
  return {
    'application/json': {
      schema: { allOf: [refTo(ErrorResponseSchema), { properties: { code: { enum: content.errors } } }] },
    },
  };
}

function requestBody(operation: Operation): object | undefined {
  const { body } = operation;
  if (!body) return undefined;
  if (body.kind === 'form') {
    const properties = Object.fromEntries(body.fields.map((field) => [field, { type: 'string' }]));
    return {
      required: true,
      content: { 'application/x-www-form-urlencoded': { schema: { type: 'object', properties } } },
    };
  }
  return { required: true, content: { 'application/json': { schema: refTo(body.schema) } } };
}

function operationObject(operation: Operation): object {
  const responses = Object.fromEntries(
    Object.entries(allResponses(operation)).map(([status, spec]) => [
      status,
      spec.content ? { description: spec.description, content: contentOf(spec.content) } : spec,
    ]),
  );
  return {
    ...(operation.id && { operationId: operation.id }),
    summary: operation.summary,
    ...(operation.auth === 'firebase' && { security: [{ firebaseIdToken: [] }] }),
    ...(operation.auth === 'outbox' && { security: [{ outboxToken: [] }] }),
    ...(operation.parameters && { parameters: operation.parameters }),
    ...(operation.body && { requestBody: requestBody(operation) }),
    responses,
  };
}

function componentSchemas(): Record<string, unknown> {
  const { schemas } = z.toJSONSchema(contractRegistry, {
    uri: (id) => `#/components/schemas/${id}`,
    unrepresentable: 'any',
  });
  // Inside components each schema is addressed by its key; drop the standalone-document fields.
  return Object.fromEntries(
    Object.entries(schemas).map(([id, schema]) => {
      const { $schema: _schema, $id: _id, ...rest } = schema as Record<string, unknown>;
      return [id, rest];
    }),
  );
}

export function buildOpenApiDocument(options: ServedParts & { serverUrl: string }) {
  const paths: Record<string, Record<string, object>> = {};
  for (const operation of servedOperations(options)) {
    paths[operation.path] = { ...paths[operation.path], [operation.method]: operationObject(operation) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'RemoteRL dev backend',
      version: '1.1.0',
      description:
        'Local stand-in for the account gateway, the PayPal payment backend and the EmailJS REST API. ' +
        'Every JSON error is `{ error, code }`: `error` is English for logs, `code` is stable per situation. ' +
        'A path answers 405 (with `Allow`) to a method it does not serve.',
    },
    servers: [{ url: options.serverUrl }],
    paths,
    components: {
      schemas: componentSchemas(),
      securitySchemes: {
        firebaseIdToken: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token (JWT)' },
        outboxToken: { type: 'http', scheme: 'bearer', description: 'MAIL_OUTBOX_TOKEN' },
      },
    },
  };
}
