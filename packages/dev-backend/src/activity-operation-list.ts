// The activity log's gateway operation, spread into OPERATIONS (operations.ts) so it is in the
// OpenAPI document, answers 405 for other methods, and is fuzzed.
import { ActivityLogSchema } from './activity-contract.ts';
import type { Operation } from './operations.ts';

export const ACTIVITY_OPERATION_LIST: readonly Operation[] = [
  {
    method: 'get',
    path: '/gateway/activity',
    summary:
      'The account’s newest 50 activity entries, newest first: sign-ins, key regenerations, payments, ' +
      'threshold changes, session disconnects and blocks, each with time and source address',
    auth: 'firebase',
    responses: {
      200: { description: 'The log', content: { json: ActivityLogSchema } },
      404: { description: 'The user never called /gateway/account', content: { errors: ['no_account'] } },
    },
  },
];
