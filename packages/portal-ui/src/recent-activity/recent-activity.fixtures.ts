import { ACTIVITY_KINDS } from '@remoterl/contract/activity';
import type { ActivityEntry } from './activity-entry';

/* Story data: an account's log as the gateway answers it; not part of the package API. */

/** The stories' clock: every relative time is measured from here, so screenshots never move. */
export const STORY_NOW = Date.parse('2026-11-26T10:00:00Z');
const ago = (seconds: number) => new Date(STORY_NOW - seconds * 1000).toISOString();

/** One entry of each kind with its details, newest first, from a minute to a month ago. */
export const activityEntries: ActivityEntry[] = [
  { at: ago(40), kind: 'sessions_blocked', source: '203.0.113.7', detail: { blocked: false } },
  {
    at: ago(12 * 60),
    kind: 'session_disconnected',
    source: '203.0.113.7',
    detail: { sessionId: '9f8e7d6c' },
  },
  {
    at: ago(3 * 3600),
    kind: 'threshold_changed',
    source: '2001:db8:85a3::8a2e:370:7334',
    detail: { lowCreditThreshold: 15 },
  },
  {
    at: ago(26 * 3600),
    kind: 'payment',
    source: '::ffff:198.51.100.24',
    detail: { amount: 20, orderId: '8MC585209K746392H' },
  },
  {
    at: ago(4 * 86_400),
    kind: 'key_regenerated',
    source: '198.51.100.24',
    detail: { replaced: 'api_1a2b3c4d' },
  },
  { at: ago(31 * 86_400), kind: 'sign_in', source: '198.51.100.24', detail: {} },
];

/** A full log: the 50 entries the gateway answers at most, every kind in turn, an hour apart. */
export const fullActivityLog: ActivityEntry[] = Array.from({ length: 50 }, (_, index) => ({
  at: ago((index + 1) * 3600),
  kind: ACTIVITY_KINDS[index % ACTIVITY_KINDS.length] ?? 'sign_in',
  source: `192.0.2.${index + 1}`,
  detail: {},
}));
