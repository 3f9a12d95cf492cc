import { kilobytesFor, kilobytesToGb } from '@remoterl/product';
import { LIVE_REFUSALS, type SessionRow, type SessionsSnapshot } from '@remoterl/contract';
import type { Store } from '../store/index.ts';
import { buildLiveUsage, usdFor } from '../usage/live-usage.ts';
import type { SessionConfig } from './config.ts';
import { healthOf } from './health.ts';
import type { Registry } from './registry.ts';
import type { Session } from './session.ts';

export type { SessionsSnapshot } from '@remoterl/contract';

const KEY_PREFIX_LENGTH = 'api_'.length + 8;

const iso = (at: number | null | undefined) =>
  at === null || at === undefined ? null : new Date(at).toISOString();

function row(session: Session, config: SessionConfig, premium: boolean, now: number): SessionRow {
  const meteredKilobytes = kilobytesFor(session.role, session.recordedMilliHours);
  return {
    id: session.id,
    role: session.role,
    state: session.state,
    connectedAt: new Date(session.connectedAt).toISOString(),
    lastHeartbeatAt: iso(session.lastHeartbeatAt),
    // The process's point of view (docs/decisions.md, "Session history"): what it received is
    // what the server wrote to it, what it sent is what the server read.
    bytesIn: session.bytesOut,
    bytesOut: session.bytesIn,
    frames: session.frames,
    peer: session.trainer?.id ?? null,
    keyPrefix: session.apiKey.slice(0, KEY_PREFIX_LENGTH),
    simulators: [...session.simulators.keys()],
    health: healthOf(session, now),
    resumableUntil:
      session.state === 'held' && session.heldAt !== null ? iso(session.heldAt + config.holdMs) : null,
    meteredGb: kilobytesToGb(meteredKilobytes),
    costUsd: premium ? usdFor(meteredKilobytes) : null,
  };
}

/** The account's sessions, oldest first, with counts per role, the block switch and live cost. */
export function snapshotOf(
  store: Store,
  registry: Registry,
  config: SessionConfig,
  uid: string,
  now = Date.now(),
): SessionsSnapshot {
  const live = registry
    .sessionsOf(uid)
    .sort((a, b) => a.connectedAt - b.connectedAt || a.id.localeCompare(b.id));
  const premium = store.usage.isPremium(uid);
  const sessions = live.map((session) => row(session, config, premium, now));
  const account = registry.existing(uid);
  return {
    blocked: store.sessionBlocks.isBlocked(uid),
    sessions,
    counts: {
      simulator: sessions.filter((session) => session.role === 'simulator').length,
      trainer: sessions.filter((session) => session.role === 'trainer').length,
    },
    graceEndsAt: account?.graceTimer === undefined ? null : iso(account.graceEndsAt),
    usage: buildLiveUsage(
      store,
      uid,
      live.map((session) => ({ role: session.role, metering: !session.ended && session.meterFrom !== null })),
      config.clockRate,
      now,
    ),
    // Refusals ride the same stream (issue 33), so the console's feed needs no poll of its own.
    refusals: store.refusals.latest(uid, LIVE_REFUSALS),
  };
}
