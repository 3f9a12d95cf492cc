import type { OnlineSession, SessionsSnapshot } from './sessions';

/* Snapshots for tests: the live figures of an idle Free account, and a quiet session row. */

export const idleUsage: SessionsSnapshot['usage'] = {
  plan: 'free',
  period: { start: '2026-11-01', end: '2026-11-30' },
  usedGb: 0,
  allowanceGb: 1,
  leftGb: 1,
  balance: 0,
  spentUsd: 0,
  days: [{ date: '2026-11-01', gb: 0, usd: 0 }],
  roles: { simulator: { gb: 0, usd: 0 }, trainer: { gb: 0, usd: 0 } },
  today: {
    date: '2026-11-01',
    hours: Array.from({ length: 24 }, (_, hour) => ({ hour, simulatorGb: 0, trainerGb: 0 })),
  },
  burn: { gbPerHour: 0, usdPerHour: 0 },
  runway: null,
  warning: 'none',
};

/** The live-health fields of a session that has just connected. */
export const quietHealth: Pick<
  OnlineSession,
  'simulators' | 'health' | 'resumableUntil' | 'meteredGb' | 'costUsd'
> = {
  simulators: [],
  health: {
    stepsPerSecond: 0,
    framesPerSecond: 0,
    sentBytesPerSecond: 0,
    receivedBytesPerSecond: 0,
    roundTripMs: null,
    heartbeatAgeSeconds: null,
  },
  resumableUntil: null,
  meteredGb: 0,
  costUsd: null,
};
