import { OPERATIONS } from '@remoterl/contract';
import { API_KEY_OPERATIONS } from '@remoterl/contract/api-keys';
import { describe, expect, it } from 'vitest';
import { createActivityClient } from './activity';
import { createApiKeysClient } from './api-keys';
import { createGatewayClient } from './gateway';
import { operationPath } from './http';
import { createPaymentClient } from './payments';
import { createSessionHistoryClient } from './session-history';
import { createSessionsClient, sessionsEventsUrl } from './sessions';
import { createUserAreaClient } from './user-area';
import { createWebhooksClient } from './webhooks';

// Every request the portal's API clients send names an operation of the contract's list
// (packages/contract/src/operation-list.ts), which the backend's routes are tested against too.
// Until now only the end-to-end tests met a portal path the backend does not serve.

const ORIGIN = 'http://api.test';
/** The two bases the builds configure (VITE_GATEWAY_URL, VITE_PAYMENT_BACKEND_URL), as .env.* set them. */
const GATEWAY_URL = `${ORIGIN}/gateway`;
const PAYMENT_BACKEND_URL = ORIGIN;

interface SentRequest {
  method: string;
  path: string;
}

/** `{id}` in a listed path stands for one path segment. */
function pathPattern(path: string): RegExp {
  const escaped = path.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`);
}
const listed = OPERATIONS.map(({ method, path }) => ({ method, pattern: pathPattern(path) }));
const inList = ({ method, path }: SentRequest) =>
  listed.some((operation) => operation.method === method.toLowerCase() && operation.pattern.test(path));

/** A client's methods, each called with stand-in arguments against a server that refuses everything. */
async function requestsOf(
  build: (fetchImpl: typeof fetch) => object,
): Promise<Record<string, SentRequest[]>> {
  const sent: Record<string, SentRequest[]> = {};
  let current: SentRequest[] = [];
  const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    current.push({ method: init?.method ?? 'GET', path: url.pathname });
    return new Response(JSON.stringify({ error: 'Refused by the test', code: 'test_refusal' }), {
      status: 400,
      headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  const client = build(fetchImpl) as Record<string, unknown>;
  for (const [name, method] of Object.entries(client)) {
    if (typeof method !== 'function') continue;
    current = [];
    sent[name] = current;
    await Promise.resolve()
      .then(() => (method as (...args: unknown[]) => unknown).call(client, 'aaaaaaaa', 'id-token', {}))
      .catch(() => undefined);
  }
  return sent;
}

/** The API modules, to find a client factory the test below does not call yet. */
const apiModules = import.meta.glob<Record<string, unknown>>(
  ['./*.ts', '!./*.test.ts', '!./*.test-support.ts'],
  {
    eager: true,
  },
);
const CHECKED_FACTORIES = {
  createActivityClient,
  createApiKeysClient,
  createGatewayClient,
  createPaymentClient,
  createSessionHistoryClient,
  createSessionsClient,
  createUserAreaClient,
  createWebhooksClient,
};

describe("the portal's requests", () => {
  it('each name a path and method of the contract’s operation list', async () => {
    const clients = {
      activity: await requestsOf((fetchImpl) => createActivityClient(GATEWAY_URL, fetchImpl)),
      apiKeys: await requestsOf((fetchImpl) => createApiKeysClient(GATEWAY_URL, fetchImpl)),
      gateway: await requestsOf((fetchImpl) => createGatewayClient(GATEWAY_URL, fetchImpl)),
      payments: await requestsOf((fetchImpl) =>
        createPaymentClient({ baseUrl: PAYMENT_BACKEND_URL, fetchImpl }),
      ),
      sessionHistory: await requestsOf((fetchImpl) => createSessionHistoryClient(GATEWAY_URL, fetchImpl)),
      sessions: await requestsOf((fetchImpl) => createSessionsClient(GATEWAY_URL, fetchImpl)),
      userArea: await requestsOf((fetchImpl) => createUserAreaClient(GATEWAY_URL, fetchImpl)),
      webhooks: await requestsOf((fetchImpl) => createWebhooksClient(GATEWAY_URL, fetchImpl)),
    };
    const calls = Object.entries(clients).flatMap(([client, methods]) =>
      Object.entries(methods).map(([method, requests]) => ({ call: `${client}.${method}`, requests })),
    );
    // A method that sent nothing would pass unchecked.
    expect(calls.filter(({ requests }) => requests.length === 0).map(({ call }) => call)).toEqual([]);
    const outside = calls.flatMap(({ call, requests }) =>
      requests
        .filter((request) => !inList(request))
        .map((request) => `${call}: ${request.method} ${request.path}`),
    );
    expect(outside, 'add the operation to packages/contract/src/operation-list.ts, or fix the path').toEqual(
      [],
    );
  });

  it('are checked for every client the folder makes', () => {
    const factories = Object.entries(apiModules).flatMap(([, exports]) =>
      Object.keys(exports).filter((name) => /^create\w*Client$/.test(name)),
    );
    expect(factories.sort()).toEqual(Object.keys(CHECKED_FACTORIES).sort());
  });

  it('opens the live view’s event stream on a listed path', () => {
    const { pathname } = new URL(sessionsEventsUrl(GATEWAY_URL));
    expect(inList({ method: 'GET', path: pathname })).toBe(true);
  });

  it('are told apart from paths the list does not hold', () => {
    expect(inList({ method: 'POST', path: '/gateway/sessions/block' })).toBe(true);
    expect(inList({ method: 'POST', path: '/gateway/sessions/aaaaaaaa/disconnect' })).toBe(true);
    expect(inList({ method: 'POST', path: '/sessions/block' })).toBe(false);
    expect(inList({ method: 'GET', path: '/gateway/sessions/block' })).toBe(false);
    expect(inList({ method: 'POST', path: '/gateway/sessions/a/b/disconnect' })).toBe(false);
  });
});

/** The portal's own sources (tests, stories and fixtures may name paths to fake a server). */
const portalSources = import.meta.glob<string>(
  [
    '../**/*.{ts,tsx}',
    '!../**/*.test.{ts,tsx}',
    '!../**/*.test-support.{ts,tsx}',
    '!../**/*.stories.{ts,tsx}',
  ],
  { eager: true, query: '?raw', import: 'default' },
);
/** The mount VITE_GATEWAY_URL names: a client's path below it would leave it out. */
const GATEWAY_MOUNT = new URL(GATEWAY_URL).pathname;

/**
 * Each way a source could write an operation's path by hand: from the origin or below the
 * gateway's mount, with or without its leading slash, a `{part}` written as `${…}` or a value.
 */
function handWrittenForms(path: string): string[] {
  const below = path.startsWith(`${GATEWAY_MOUNT}/`) ? path.slice(GATEWAY_MOUNT.length) : undefined;
  return [path, below].flatMap((form) => (form ? [form, form.slice(1)] : []));
}
const asLiteral = (form: string) =>
  new RegExp(
    `^${form
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace(/\{[^}]+\}/g, '(?:\\$\\{[^}]*\\}|[^/]+)')}(?:$|[?]|\\$\\{)`,
  );
/** Bare one-segment forms (`billing`, `usage`) are page and text names too: only the API folder is held to them. */
const WIRE_FORMS = OPERATIONS.flatMap(({ path }) => handWrittenForms(path)).map((form) => ({
  form,
  oneSegment: !form.replace(/^\//, '').includes('/'),
  pattern: asLiteral(form),
}));

/** The string and template literals of a source, its comments left out. */
function literalsOf(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  return [...code.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)].map((match) => match[2] ?? '');
}

/** The wire paths a source writes by hand, as `literal (operation path form)`. */
function wirePathsIn(file: string, source: string): string[] {
  const inApiFolder = file.startsWith('./');
  return literalsOf(source).flatMap((literal) =>
    WIRE_FORMS.filter(({ oneSegment }) => inApiFolder || !oneSegment)
      .filter(({ pattern }) => pattern.test(literal))
      .slice(0, 1)
      .map(({ form }) => `${literal} (${form})`),
  );
}

describe('the portal’s sources', () => {
  it('name no wire path: each request takes its path from the contract by operation id', () => {
    expect(Object.keys(portalSources)).toContain('./http.ts');
    const found = Object.entries(portalSources).flatMap(([file, source]) =>
      wirePathsIn(file, source).map((hit) => `${file}: ${hit}`),
    );
    expect(found, 'call the operation by id (docs/decisions.md, "One call by operation id")').toEqual([]);
  });

  it('are told apart from sources that write a path by hand', () => {
    const api = './sessions.ts';
    expect(wirePathsIn(api, "post('sessions/block', body)")).toEqual(['sessions/block (sessions/block)']);
    expect(wirePathsIn(api, 'post(`sessions/${id}/disconnect`)')).toHaveLength(1);
    expect(wirePathsIn(api, 'get(`sessions/history${queryOf(query)}`)')).toHaveLength(1);
    expect(wirePathsIn(api, "get('activity?cursor=1')")).toHaveLength(1);
    expect(wirePathsIn(api, "fetch(joinUrl(base, 'account'))")).toHaveLength(1);
    expect(wirePathsIn(api, "post('paypal/checkout', order)")).toHaveLength(1);
    expect(wirePathsIn('../pages/x.tsx', "fetch('/gateway/billing')")).toHaveLength(1);
    expect(wirePathsIn('../pages/x.tsx', "const page = 'billing';")).toEqual([]);
    expect(wirePathsIn(api, '// the old call was post("sessions/block")')).toEqual([]);
    expect(wirePathsIn(api, 'call(LIVE_VIEW_OPERATIONS.setSessionsBlocked, idToken)')).toEqual([]);
  });
});

describe('a call by operation id', () => {
  const revoke = API_KEY_OPERATIONS.revokeApiKey;

  it('finds its path below the service’s base, its parts filled in and encoded', () => {
    expect(operationPath(GATEWAY_URL, revoke, { id: 'a/b c' })).toBe('/api-keys/a%2Fb%20c/revoke');
    expect(operationPath(`${GATEWAY_URL}/`, revoke, { id: 'x' })).toBe('/api-keys/x/revoke');
  });

  it('refuses an operation of another service or a part left out', () => {
    expect(() => operationPath(PAYMENT_BACKEND_URL, revoke, { id: 'x' })).not.toThrow();
    expect(() => operationPath(`${ORIGIN}/payments`, revoke, { id: 'x' })).toThrow(/not served under/);
    expect(() => operationPath(GATEWAY_URL, revoke)).toThrow(/needs its id/);
  });
});
