import type { SessionRow, SessionsSnapshot } from '@remoterl/contract';
import type { Store } from '../store/index.ts';
import type { Registry } from './registry.ts';
import type { Session } from './session.ts';

export type { SessionsSnapshot } from '@remoterl/contract';

const KEY_PREFIX_LENGTH = 'api_'.length + 8;

function row(session: Session): SessionRow {
  return {
    id: session.id,
    role: session.role,
    state: session.state,
    connectedAt: new Date(session.connectedAt).toISOString(),
    lastHeartbeatAt:
      session.lastHeartbeatAt === null ? null : new Date(session.lastHeartbeatAt).toISOString(),
    // The process's point of view (docs/decisions.md, "Session history"): what it received is
    // what the server wrote to it, what it sent is what the server read.
    bytesIn: session.bytesOut,
    bytesOut: session.bytesIn,
    frames: session.frames,
    peer: session.trainer?.id ?? null,
    keyPrefix: session.apiKey.slice(0, KEY_PREFIX_LENGTH),
  };
}

/** The account's sessions, oldest first, with counts per role and the block switch. */
export function snapshotOf(store: Store, registry: Registry, uid: string): SessionsSnapshot {
  const sessions = registry
    .sessionsOf(uid)
    .sort((a, b) => a.connectedAt - b.connectedAt || a.id.localeCompare(b.id))
    .map(row);
  return {
    blocked: store.sessionBlocks.isBlocked(uid),
    sessions,
    counts: {
      simulator: sessions.filter((session) => session.role === 'simulator').length,
      trainer: sessions.filter((session) => session.role === 'trainer').length,
    },
  };
}
