// The shape of one served operation: enough for the OpenAPI document (openapi.ts), the 405
// answer and the backend's contract fuzz test to be generated from the list (operation-list.ts).
import type { z } from 'zod';
import type { ErrorCode } from './errors.ts';

export type Method = 'get' | 'post';

export type Body =
  | { kind: 'json'; schema: z.ZodType }
  /** JSON in, EmailJS-style plain-text errors out. */
  | { kind: 'json-text-errors'; schema: z.ZodType }
  /** An HTML form post (the PayPal simulator's buttons). */
  | { kind: 'form'; fields: readonly string[] };

export type Content =
  /** Schemas are those of the contract registry (they become `components.schemas`). */
  | { json: z.ZodType }
  /** Plain text, optionally with a registered schema for its format. */
  | { text: z.ZodType | 'string' }
  | { html: true }
  /** A Server-Sent Events stream: each event name with the registered schema of its JSON data. */
  | { events: Readonly<Record<string, z.ZodType>> }
  /** A JSON error `{ error, code }` whose code is one of these. */
  | { errors: readonly ErrorCode[] };

export interface ResponseSpec {
  description: string;
  content?: Content;
}

export interface Operation {
  /**
   * The operation's name (OpenAPI's operationId), by which a client calls it. Operations a
   * portal client calls by id take it, with method, path and OK answer, from their area's
   * `CallableOperation` (api-keys.ts: `API_KEY_OPERATIONS`), so the path is written once.
   */
  id?: string;
  method: Method;
  /** OpenAPI path template, e.g. `/receipts/{token}`. */
  path: string;
  summary: string;
  /** `firebase`: Bearer Firebase ID token; `outbox`: Bearer MAIL_OUTBOX_TOKEN. */
  auth?: 'firebase' | 'outbox';
  body?: Body;
  parameters?: readonly { name: string; in: 'query' | 'path'; required: boolean; schema: object }[];
  /** The operation's own answers; the answers every body or token can cause are added below. */
  responses: Record<number, ResponseSpec>;
  /** Registered only with DEV_BACKEND_ALLOW_RESET. */
  resetOnly?: boolean;
  /** Part of a stand-in of an outside service, registered only when that stand-in is mounted. */
  standIn?: StandIn;
  /** Served only where the session service is mounted (its AsyncAPI document). */
  sessionService?: true;
}

/**
 * The backend's stand-ins that are operations of this list: the PayPal approval page
 * (`/paypal-sim/…`, without it nobody can approve an order) and the EmailJS-compatible send
 * endpoint with its outbox (`/api/v1.0/email/…`). The dev backend decides which it mounts.
 */
export type StandIn = 'paypalSimulator' | 'mail';

/** Which stand-ins a start mounts. */
export type StandIns = Record<StandIn, boolean>;

/** What a start serves, for the operation list's filters and the documents built from it. */
export interface ServedParts {
  allowReset: boolean;
  /** Omitted: every stand-in is mounted (a development start). */
  standIns?: StandIns;
  /** Whether the session service is mounted; omitted: it is. */
  sessionService?: boolean;
}

/**
 * Where an operation is served, by its id: method and path. Declared in the operation's area
 * module, which its client and the backend's route import (the list itself carries every area
 * and the OpenAPI builders); the list spreads it into the operation (`routeOf` in
 * operation-list.ts), so the path is written once (docs/decisions.md, "One call by operation id").
 * An operation whose answer is not one JSON body (plain text, an event stream, 204) is just this.
 */
export interface OperationRoute {
  id: string;
  method: Method;
  /** OpenAPI path template from the origin, e.g. `/gateway/sessions/{id}/disconnect`. */
  path: string;
}

/**
 * What a client needs to call an operation by its id and read its JSON answer: its route and
 * the OK answer's status and schema (`okOf` in operation-list.ts).
 */
export interface CallableOperation<Answer = unknown> extends OperationRoute {
  ok: { status: 200 | 201; schema: z.ZodType<Answer> };
}
