// Contract fuzz test (issue 13): for every operation of the contract's list, requests generated
// from the zod contract, valid and mutated (body, headers, token, method), against the real
// server. No answer may be a 5xx, and every status must be one the OpenAPI document lists.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  allowedMethods,
  allResponses,
  buildOpenApiDocument,
  ErrorResponseSchema,
  type Operation,
  servedOperations,
} from '@remoterl/contract';
import { forgeToken, signInWithGoogle, type TestUser } from './helpers/emulator.ts';
import { connect, type TestSocket } from './helpers/session-socket.ts';
import { upgradeRequestArbitrary, sendUpgrade, UPGRADE_STATUSES } from './fuzz/upgrade-requests.ts';
import { operationKey, requestArbitrary, type FuzzRequest, type TokenPool } from './fuzz/requests.ts';
import {
  approvedOrder,
  client,
  OUTBOX_TOKEN,
  register,
  startTestServer,
  type TestServer,
} from './helpers/server.ts';

const REQUESTS = 2_400;
const BATCH = 12;
const SERVED = { allowReset: false };

let server: TestServer;
let users: TestUser[];
let orderIds: string[];
/** Live sessions of both users, so the live view's Disconnect reaches its 204 as well as its 404. */
let sessionIds: string[];
let sockets: TestSocket[];
const tally = new Map<string, number>();

beforeAll(async () => {
  server = await startTestServer({ DEV_BACKEND_ALLOW_RESET: '', MAIL_RATE_LIMIT: '40' });
  const api = client(server.url);
  // Two registered users and one signed in who never registered (404 no_account paths).
  users = await Promise.all(['Fuzz A', 'Fuzz B', 'Fuzz Unregistered'].map((name) => signInWithGoogle(name)));
  await register(api, users[0] as TestUser);
  await register(api, users[1] as TestUser);
  // Real orders in every state, so capture and the simulator reach their 200/303/403/409 answers.
  orderIds = await Promise.all([
    approvedOrder(api, users[0] as TestUser),
    approvedOrder(api, users[1] as TestUser),
  ]);
  const keys = await Promise.all([register(api, users[0] as TestUser), register(api, users[1] as TestUser)]);
  const opened = await Promise.all(
    keys.flatMap((key) => [connect(server.url, key, 'trainer'), connect(server.url, key, 'simulator')]),
  );
  sockets = opened.map((session) => session.socket);
  sessionIds = opened.map((session) => session.welcome.sessionId);
}, 60_000);
afterAll(async () => {
  for (const socket of sockets) socket.drop();
  await server.dispose();
});

function tokenPool(operation: Operation): TokenPool {
  const broken = [
    undefined,
    '',
    'not-a-jwt',
    'a.b.c',
    'eyJhbGciOiJub25lIiwidHlwIjoiSldUIn0.eyJhIjoiASJ9.x',
    forgeToken({ uid: 'nobody-at-all', projectId: 'demo-remoterl' }),
    forgeToken({ uid: 'fuzz-expired', projectId: 'demo-remoterl', expiresInSeconds: -60 }),
    forgeToken({ uid: 'fuzz-other-project', projectId: 'another-project' }),
    `${'e'.repeat(4_000)}.${'e'.repeat(4_000)}.x`,
  ];
  if (operation.auth === 'outbox') return { valid: [OUTBOX_TOKEN], broken: [...broken, `${OUTBOX_TOKEN}x`] };
  return { valid: users.map((user) => user.idToken), broken };
}

function hints() {
  return {
    uid: fc.constantFrom(...users.map((user) => user.uid)),
    token: fc.constantFrom(...orderIds),
    id: fc.constantFrom(...sessionIds),
  };
}

/** Every documented status per operation, from the document the server itself serves. */
function documentedStatuses(): Map<string, Set<number>> {
  const document = buildOpenApiDocument({ serverUrl: server.url, allowReset: SERVED.allowReset });
  const statuses = new Map<string, Set<number>>();
  for (const operation of servedOperations(SERVED)) {
    const responses = (document.paths[operation.path]?.[operation.method] as { responses: object }).responses;
    statuses.set(operationKey(operation), new Set(Object.keys(responses).map(Number)));
  }
  return statuses;
}

async function send(
  request: FuzzRequest,
): Promise<{ status: number; type: string; text: string; allow: string | null }> {
  const response = await fetch(`${server.url}${request.path}`, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    redirect: 'manual',
  });
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    type,
    text: type.startsWith('text/event-stream') ? await firstEvent(response) : await response.text(),
    allow: response.headers.get('allow'),
  };
}

/** An event stream stays open: read its first event, then hang up. */
async function firstEvent(response: Response): Promise<string> {
  const reader = (response.body as ReadableStream<Uint8Array>)
    .pipeThrough(new TextDecoderStream())
    .getReader();
  let text = '';
  while (!text.includes('\n\n')) {
    const { value, done } = await reader.read();
    if (done) break;
    text += value;
  }
  await reader.cancel();
  return text;
}

function check(request: FuzzRequest, answer: Awaited<ReturnType<typeof send>>, documented: Set<number>) {
  const label = `${request.method} ${request.path} -> ${answer.status} ${answer.text.slice(0, 200)}`;
  expect(answer.status, label).toBeLessThan(500);
  const pathOnly = request.path.split('?')[0] as string;
  const allowed = allowedMethods(pathOnly, SERVED);
  if (request.wrongMethod && !allowed.includes(request.method) && answer.status !== 431) {
    expect(answer.status, label).toBe(405);
    expect(answer.allow?.split(', '), label).toEqual(allowed);
  } else if (allowed.length === 0) {
    // A path parameter made the path one no route serves (e.g. an encoded slash).
    expect([404, 431], label).toContain(answer.status);
  } else {
    expect([...documented], label).toContain(answer.status);
  }
  if (answer.status >= 400 && answer.type.startsWith('application/json')) {
    const body = ErrorResponseSchema.safeParse(JSON.parse(answer.text));
    expect(body.success, label).toBe(true);
    const operation = servedOperations(SERVED).find((item) => operationKey(item) === request.operation);
    const codes = operation && allResponses(operation)[answer.status]?.content;
    if (body.success && codes && 'errors' in codes && !request.wrongMethod) {
      expect(codes.errors, label).toContain(body.data.code);
    }
  }
  const statusClass = `${String(answer.status)[0]}xx`;
  tally.set(statusClass, (tally.get(statusClass) ?? 0) + 1);
  tally.set(String(answer.status), (tally.get(String(answer.status)) ?? 0) + 1);
}

describe('contract fuzz', () => {
  it(`sends ${REQUESTS} generated requests: no 5xx, only documented statuses`, async () => {
    const statuses = documentedStatuses();
    const operations = servedOperations(SERVED);
    const anyRequest = fc.oneof(
      ...operations.map((operation) => requestArbitrary(operation, tokenPool(operation), hints())),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(anyRequest, { minLength: BATCH, maxLength: BATCH }), async (batch) => {
        const answers = await Promise.all(batch.map(send));
        batch.forEach((request, index) =>
          check(
            request,
            answers[index] as Awaited<ReturnType<typeof send>>,
            statuses.get(request.operation) as Set<number>,
          ),
        );
      }),
      { numRuns: REQUESTS / BATCH, endOnFailure: true },
    );
    const total = [...tally].filter(([key]) => key.endsWith('xx')).reduce((sum, [, count]) => sum + count, 0);
    console.log(
      `[contract fuzz] ${total} requests: ${JSON.stringify(Object.fromEntries([...tally].sort()))}`,
    );
    expect(total).toBeGreaterThanOrEqual(2_000);
    expect(tally.get('5xx')).toBeUndefined();
  }, 60_000);

  it('sends 300 generated upgrade requests to the session service: no 5xx, only its documented answers', async () => {
    const seen = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(upgradeRequestArbitrary(server.port), async (request) => {
        const status = await sendUpgrade(server.url, request);
        seen.set(status, (seen.get(status) ?? 0) + 1);
        expect(UPGRADE_STATUSES, `${JSON.stringify(request)} -> ${status}`).toContain(status);
      }),
      { numRuns: 300, endOnFailure: true },
    );
    console.log(`[contract fuzz] upgrades: ${JSON.stringify(Object.fromEntries([...seen].sort()))}`);
    // The generator reaches an accepted upgrade and each kind of refusal.
    for (const status of [101, 400, 404, 421]) expect(seen.get(status), String(status)).toBeGreaterThan(0);
  }, 60_000);
});
