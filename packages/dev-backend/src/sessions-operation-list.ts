// The live view's gateway operations, spread into OPERATIONS (operations.ts) so they are in the
// OpenAPI document, answer 405 for other methods, and are fuzzed.
import type { Operation } from './operations.ts';
import { SessionBlockSchema, SessionsSnapshotSchema } from './sessions-contract.ts';

const noAccount = {
  description: 'The user never called /gateway/account',
  content: { errors: ['no_account'] },
} as const;

export const SESSIONS_OPERATION_LIST: readonly Operation[] = [
  {
    method: 'get',
    path: '/gateway/sessions',
    summary: 'The account’s online sessions (simulators and trainers) with their counters',
    auth: 'firebase',
    responses: {
      200: { description: 'Snapshot', content: { json: SessionsSnapshotSchema } },
      404: noAccount,
    },
  },
  {
    method: 'get',
    path: '/gateway/sessions/events',
    summary:
      'Server-Sent Events: `event: sessions` with the snapshot on connect and on every change, counters at most once a second, a comment heartbeat every 15 s. Read with fetch and the Authorization header.',
    auth: 'firebase',
    responses: {
      200: { description: 'An open event stream', content: { events: SessionsSnapshotSchema } },
      404: noAccount,
      429: {
        description: 'Too many streams open for this account',
        content: { errors: ['too_many_streams'] },
      },
    },
  },
  {
    method: 'post',
    path: '/gateway/sessions/{id}/disconnect',
    summary: 'End one session: its client gets a `closing` frame and close code 4010',
    auth: 'firebase',
    parameters: [
      { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9a-f]{8}$' } },
    ],
    responses: {
      204: { description: 'Disconnected' },
      404: {
        description: 'Not a session of this account, or already gone',
        content: { errors: ['unknown_session'] },
      },
    },
  },
  {
    method: 'post',
    path: '/gateway/sessions/block',
    summary: 'Block or allow new sessions (running ones go on); kept on the server',
    auth: 'firebase',
    body: { kind: 'json', schema: SessionBlockSchema },
    responses: {
      200: { description: 'The setting now in force', content: { json: SessionBlockSchema } },
      404: noAccount,
    },
  },
  {
    method: 'get',
    path: '/asyncapi.json',
    summary: 'The session protocol (WebSocket on /sessions/v1) as an AsyncAPI 3 document',
    responses: { 200: { description: 'AsyncAPI 3.0' } },
  },
];
