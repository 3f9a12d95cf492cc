// What the contract fuzz test sends: for each operation of the contract's list, valid requests
// generated from its zod schemas, and mutations of their body, headers, token and method.
import fc from 'fast-check';
import { z } from 'zod';
import { OPERATIONS, type Operation } from '@remoterl/contract';
import { arbitraryFor, type Hints, type JsonSchema } from './json-schema-arbitrary.ts';

export interface FuzzRequest {
  /** `METHOD /path/template` of the operation this request was generated for. */
  operation: string;
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** A method the path does not serve: the answer must be 405 with Allow. */
  wrongMethod: boolean;
}

/** Tokens a caller might send: valid ones of several users, and broken, forged or absent ones. */
export interface TokenPool {
  valid: readonly string[];
  broken: readonly (string | undefined)[];
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'application/vnd.api+json',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/jsonx',
  '',
];

const WRONG_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

/** Raw bodies no schema describes: broken JSON, huge numbers, deep nesting, oversize. */
const rawBodies = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    '{',
    'null',
    '[]',
    '"text"',
    '{"price":1e309}',
    '{"price":-1e309,"name":"a","country":"b","city":"c"}',
    '{"token":1e309}',
    '\u0000',
    '{"a":"\ud800"}',
    `${'['.repeat(3_000)}${']'.repeat(3_000)}`,
    `{"template_params":${'{"a":'.repeat(4_400)}1${'}'.repeat(4_400)}}`,
    JSON.stringify({ token: 'x'.repeat(40 * 1024) }),
  ),
  fc.string({ maxLength: 60 }),
  fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? 'null'),
);

function mutateObject(value: unknown): fc.Arbitrary<unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fc.constant(value);
  const keys = Object.keys(value);
  return fc.oneof(
    // Drop a field.
    keys.length > 0
      ? fc.constantFrom(...keys).map((key) => {
          const copy: Record<string, unknown> = { ...value };
          delete copy[key];
          return copy;
        })
      : fc.constant(value),
    // Replace a field with any JSON value.
    keys.length > 0
      ? fc
          .tuple(fc.constantFrom(...keys), fc.jsonValue({ maxDepth: 3 }))
          .map(([key, replacement]) => ({ ...value, [key]: replacement }))
      : fc.constant(value),
    // Add unknown fields.
    fc
      .dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 })
      .map((extra) => ({ ...extra, ...value })),
  );
}

function bodyArbitrary(operation: Operation, hints: Hints): fc.Arbitrary<string | undefined> {
  const { body } = operation;
  if (!body) return fc.constant(undefined);
  if (body.kind === 'form') {
    const fields = body.fields.map((field) => [field, hints[field] ?? fc.string({ maxLength: 20 })] as const);
    return fc
      .record(Object.fromEntries(fields))
      .map((values) => new URLSearchParams(values as Record<string, string>).toString());
  }
  const schema = z.toJSONSchema(body.schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  const valid = arbitraryFor(schema, hints);
  return fc.oneof(
    { weight: 5, arbitrary: valid.map((value) => JSON.stringify(value)) },
    { weight: 3, arbitrary: valid.chain(mutateObject).map((value) => JSON.stringify(value)) },
    { weight: 2, arbitrary: rawBodies },
  );
}

function pathArbitrary(operation: Operation, hints: Hints): fc.Arbitrary<string> {
  let path: fc.Arbitrary<string> = fc.constant(operation.path);
  for (const parameter of operation.parameters ?? []) {
    const value = fc.oneof(hints[parameter.name] ?? fc.constant('x'), fc.string({ maxLength: 30 }));
    const optional = parameter.required ? value : fc.option(value, { nil: undefined });
    path = fc.tuple(path, optional).map(([current, raw]) => {
      if (raw === undefined) return current;
      const encoded = encodeURIComponent(String(raw));
      // An empty segment, or a dot segment ("." or "..", which URL parsing resolves away, encoded
      // or not), would address another path than the operation's: such a value cannot reach it.
      const segment = encoded === '' || /^(\.|%2e){1,2}$/i.test(encoded) ? 'x' : encoded;
      if (parameter.in === 'path') return current.replace(`{${parameter.name}}`, segment);
      return `${current}${current.includes('?') ? '&' : '?'}${parameter.name}=${encoded}`;
    });
  }
  return path;
}

function headersArbitrary(operation: Operation, tokens: TokenPool, hasBody: boolean) {
  const token = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...tokens.valid) },
    { weight: 2, arbitrary: fc.constantFrom(...tokens.broken) },
  );
  const scheme = fc.constantFrom('Bearer ', 'bearer ', 'Bearer  ', 'Basic ', '');
  const authorization = fc
    .tuple(scheme, token)
    .map(([prefix, value]) => (value === undefined ? undefined : `${prefix}${value}`));
  const contentType = hasBody
    ? fc.oneof({ weight: 6, arbitrary: fc.constant('application/json') }, fc.constantFrom(...CONTENT_TYPES))
    : fc.constant('');
  const oversized = fc.oneof({ weight: 40, arbitrary: fc.constant(false) }, fc.constant(true));
  return fc.tuple(authorization, contentType, oversized).map(([auth, type, huge]) => {
    const headers: Record<string, string> = {};
    if (auth !== undefined && (operation.auth || auth.startsWith('Bearer'))) headers.authorization = auth;
    if (type) headers['content-type'] = operation.body?.kind === 'form' ? formOr(type) : type;
    if (huge) headers['x-padding'] = 'x'.repeat(17 * 1024);
    return headers;
  });
}

export const operationKey = (operation: Operation) => `${operation.method.toUpperCase()} ${operation.path}`;

// Form posts are mostly sent as forms, so the simulator's own answers are reached.
const formOr = (type: string) => (type === 'application/json' ? 'application/x-www-form-urlencoded' : type);

export function requestArbitrary(
  operation: Operation,
  tokens: TokenPool,
  hints: Hints,
): fc.Arbitrary<FuzzRequest> {
  const method = fc.oneof(
    { weight: 12, arbitrary: fc.constant(operation.method.toUpperCase()) },
    {
      weight: 1,
      // A method another operation serves on the same path (GET and POST /gateway/settings) is not wrong.
      arbitrary: fc.constantFrom(
        ...WRONG_METHODS.filter(
          (item) =>
            !OPERATIONS.some((other) => other.path === operation.path && other.method.toUpperCase() === item),
        ),
      ),
    },
  );
  return fc
    .tuple(method, pathArbitrary(operation, hints), bodyArbitrary(operation, hints))
    .chain(([chosen, path, body]) =>
      headersArbitrary(operation, tokens, body !== undefined).map((headers) => {
        const wrongMethod = chosen !== operation.method.toUpperCase();
        // fetch sends no body with GET; keep the request otherwise as generated.
        const sendBody = chosen === 'GET' ? undefined : body;
        const key = operationKey(operation);
        return { operation: key, method: chosen, path, headers, body: sendBody, wrongMethod };
      }),
    );
}
