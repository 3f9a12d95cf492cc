/** A non-OK answer from one of the portal's backends, with what the server said. */
export class HttpError extends Error {
  override name = 'HttpError';

  constructor(
    readonly status: number,
    /** The raw response body, for logs. */
    readonly body: string,
    /** The server's own message (`{"error": "..."}` or plain text), when it sent one: English, for logs. */
    readonly serverMessage: string | undefined,
    context: string,
    /** The machine code (`{"code": "price_max"}`) the portal translates; absent from older servers. */
    readonly code: string | undefined = undefined,
    /** A 429's `Retry-After` in seconds, so the message can say how long to wait. */
    readonly retryAfterSeconds: number | undefined = undefined,
  ) {
    super(`${context} failed with HTTP ${status}${body ? `: ${body.slice(0, 300)}` : ''}`);
  }
}

/**
 * An OK answer whose body is not what the contract (@remoterl/contract) says the server sends:
 * not JSON, or JSON of another shape. The message names the call and the first wrong field.
 */
export class UnexpectedResponseError extends Error {
  override name = 'UnexpectedResponseError';

  constructor(context: string, problem: string) {
    super(`${context} answered outside the contract: ${problem}`);
  }
}

/** A contract schema, as far as reading a body needs it (the type alone: no zod import here). */
export interface ResponseSchema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };
}

/** The OK body of `response` parsed as JSON and checked against the contract's `schema`. */
export async function readContract<T>(
  response: Response,
  schema: ResponseSchema<T>,
  context: string,
): Promise<T> {
  const body = await readOk(response, context);
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch {
    throw new UnexpectedResponseError(context, `not JSON (${body.slice(0, 80)})`);
  }
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || 'body';
  throw new UnexpectedResponseError(context, `${field}: ${issue?.message ?? 'invalid'}`);
}

/** Requests give up after this long so a hung backend ends in an error state, not a spinner forever. */
export const REQUEST_TIMEOUT_MS = 20_000;

export type FetchLike = typeof fetch;

export interface RequestOptions {
  /** Cancels the request (a page that unmounts). */
  signal?: AbortSignal;
}

export function bearer(idToken: string): Record<string, string> {
  return { Authorization: `Bearer ${idToken}` };
}

export function withTimeout(signal?: AbortSignal): AbortSignal {
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  return signal ? AbortSignal.any([signal, timeout]) : timeout;
}

/** A signed-in user's calls to one service: the ID token, JSON in and out, and the timeout. */
export interface SignedInRequests {
  get(path: string, idToken: string, options: RequestOptions): Promise<Response>;
  /** A POST; `body`, when given, is sent as JSON. */
  post(path: string, body: unknown, idToken: string, options: RequestOptions): Promise<Response>;
}

export function signedInRequests(baseUrl: string, fetchImpl: FetchLike): SignedInRequests {
  const accept = { Accept: 'application/json' };
  return {
    get: (path, idToken, options) =>
      fetchImpl(joinUrl(baseUrl, path), {
        headers: { ...accept, ...bearer(idToken) },
        signal: withTimeout(options.signal),
      }),
    post: (path, body, idToken, options) =>
      fetchImpl(joinUrl(baseUrl, path), {
        method: 'POST',
        headers:
          body === undefined
            ? bearer(idToken)
            : { 'Content-Type': 'application/json', ...accept, ...bearer(idToken) },
        ...(body !== undefined && { body: JSON.stringify(body) }),
        signal: withTimeout(options.signal),
      }),
  };
}

/**
 * Where a contract operation is served, by its id: the contract's area modules declare them
 * (`LIVE_VIEW_OPERATIONS` in @remoterl/contract/live-view), and its list takes method and path
 * from there, so the portal names no path of its own (docs/decisions.md, "One call by operation
 * id").
 */
export interface ContractRoute {
  id: string;
  method: 'get' | 'post';
  /** From the origin, with `{name}` parts: `/gateway/api-keys/{id}/revoke`. */
  path: string;
}

/** A route whose OK answer is one JSON body, with the contract's schema of it. */
export interface ContractOperation<T> extends ContractRoute {
  ok: { schema: ResponseSchema<T> };
}

/** A query's values; an absent or empty one is left out. */
export type QueryValues = Readonly<Record<string, string | number | undefined>>;

/**
 * The operation's path below a service's base URL (which names the service's mount: a
 * `VITE_GATEWAY_URL` ending in `/gateway` serves `/gateway/...`), its `{name}` parts filled
 * in, encoded, and its query after it. An operation of another service, or a part left
 * unfilled, is a programming error and throws.
 */
export function operationPath(
  baseUrl: string,
  operation: ContractRoute,
  params: Readonly<Record<string, string>> = {},
  query: QueryValues = {},
): string {
  const mount = new URL(baseUrl).pathname.replace(/\/+$/, '');
  if (!operation.path.startsWith(`${mount}/`))
    throw new Error(`${operation.id} (${operation.path}) is not served under ${baseUrl}.`);
  const path = operation.path.slice(mount.length).replace(/\{(\w+)\}/g, (_part, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${operation.id} needs its ${name}.`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

/** The operation's absolute URL on the service at `baseUrl` (an event stream's address). */
export function operationUrl(
  baseUrl: string,
  operation: ContractRoute,
  params?: Readonly<Record<string, string>>,
): string {
  return joinUrl(baseUrl, operationPath(baseUrl, operation, params));
}

/** What one call by operation id sends besides the ID token. */
export interface CallParts {
  params?: Readonly<Record<string, string>>;
  query?: QueryValues;
  /** A POST's JSON body. */
  body?: unknown;
  options?: RequestOptions;
}

/** Sends a request to an operation by id and answers the raw response, for answers read their own way. */
export type SendOperation = (
  operation: ContractRoute,
  idToken: string,
  parts?: CallParts,
) => Promise<Response>;

/** A signed-in user's requests to one service by operation id. */
export function signedInSends(baseUrl: string, fetchImpl: FetchLike): SendOperation {
  const requests = signedInRequests(baseUrl, fetchImpl);
  return (operation, idToken, { params, query, body, options = {} } = {}) => {
    const path = operationPath(baseUrl, operation, params, query);
    return operation.method === 'get'
      ? requests.get(path, idToken, options)
      : requests.post(path, body, idToken, options);
  };
}

/** A call by operation id: `call(OPERATION, idToken, { params, body, context })`. */
export type CallOperation = <T>(
  operation: ContractOperation<T>,
  idToken: string,
  call: CallParts & {
    /** Names the call in errors and logs: `The key list`. */
    context: string;
  },
) => Promise<T>;

/** A signed-in user's calls to one service by operation id, parsed with the operation's OK schema. */
export function signedInCalls(baseUrl: string, fetchImpl: FetchLike): CallOperation {
  const send = signedInSends(baseUrl, fetchImpl);
  return async (operation, idToken, { context, ...parts }) =>
    readContract(await send(operation, idToken, parts), operation.ok.schema, context);
}

/** Throws an HttpError unless the response is OK; otherwise returns the body text. */
export async function readOk(response: Response, context: string): Promise<string> {
  const body = await response.text();
  if (!response.ok) {
    throw new HttpError(
      response.status,
      body,
      serverMessageOf(body),
      context,
      serverCodeOf(body),
      retryAfterOf(response),
    );
  }
  return body;
}

/** `Retry-After` as whole seconds (the delta form the backend sends); undefined otherwise. */
export function retryAfterOf(response: Response): number | undefined {
  const value = response.headers.get('retry-after')?.trim();
  return value && /^\d{1,6}$/.test(value) ? Number(value) : undefined;
}

/** Pulls the human message out of an error body: `{"error": "..."}`, or short plain text. */
export function serverMessageOf(body: string): string | undefined {
  const text = body.trim();
  if (!text) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed === 'object' && parsed !== null && 'error' in parsed) {
      const { error } = parsed as { error: unknown };
      return typeof error === 'string' && error.trim() ? error.trim() : undefined;
    }
    return undefined;
  } catch {
    // Plain text is shown only when it reads like a sentence, not an HTML error page.
    return text.length <= 200 && !text.startsWith('<') ? text : undefined;
  }
}

/** The machine code of an error body (`{"error": "...", "code": "unknown_order"}`), if any. */
export function serverCodeOf(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (typeof parsed !== 'object' || parsed === null || !('code' in parsed)) return undefined;
    const { code } = parsed as { code: unknown };
    return typeof code === 'string' && /^[a-z][a-z0-9_]{0,63}$/.test(code) ? code : undefined;
  } catch {
    return undefined;
  }
}

export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
