// The first frame decides what happens to a socket: refused (with a code the client knows),
// resumed (a held session's token came back) or opened as a new session.
import { BASIC_PLAN, isApiKeyShape } from '@remoterl/product';
import type { Store } from '../store/index.ts';
import type { SessionConfig } from './config.ts';
import { dataLeft, type DataLeft } from './data-left.ts';
import { keyLimitLeft } from './key-limit.ts';
import { isRole, type Hello, type RefusalCode, type Role, type SpendLimitReached } from '@remoterl/contract';
import type { Registry } from './registry.ts';
import type { Session } from './session.ts';

export type HandshakeDecision =
  | { kind: 'refuse'; code: RefusalCode; message?: string; limit?: SpendLimitReached }
  | { kind: 'resume'; session: Session }
  | { kind: 'open'; uid: string; apiKey: string; keyId: string; role: Role; client: string | undefined };

/** Reads the first frame as a hello; anything else is NET-001. */
export function parseHello(data: Buffer, isBinary: boolean): Hello | undefined {
  if (isBinary) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(data.toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  return (value as { type?: unknown }).type === 'hello' ? (value as Hello) : undefined;
}

const MAX_TOKEN_LENGTH = 128;

export function decide(
  hello: Hello,
  deps: { store: Store; registry: Registry; config: SessionConfig },
): HandshakeDecision {
  const { store, registry, config } = deps;
  const { apiKey, role } = hello;
  if (apiKey === undefined || apiKey === null || apiKey === '') return { kind: 'refuse', code: 'AUTH-001' };
  if (!isRole(role)) {
    return {
      kind: 'refuse',
      code: 'NET-001',
      message: 'Handshake failed: role must be "simulator" or "trainer"',
    };
  }
  if (typeof apiKey !== 'string' || !isApiKeyShape(apiKey)) return { kind: 'refuse', code: 'AUTH-002' };
  const uid = store.apiKeys.ownerOf(apiKey);
  if (!uid) return { kind: 'refuse', code: store.apiKeys.wasReplaced(apiKey) ? 'AUTH-003' : 'AUTH-002' };

  // A token that names this key's session of this role resumes it; any other token is ignored
  // and the client gets a new session, as after a hold that ran out.
  const token = hello.sessionToken;
  if (typeof token === 'string' && token.length <= MAX_TOKEN_LENGTH) {
    const held = registry.byTokenOf(token);
    if (held && !held.ended && held.apiKey === apiKey && held.role === role) {
      return { kind: 'resume', session: held };
    }
  }

  if (store.sessionBlocks.isBlocked(uid)) return { kind: 'refuse', code: 'AUTH-005' };
  const left = dataLeft(store, uid);
  if (exhausted(store, uid, left)) return { kind: 'refuse', code: 'AUTH-004', limit: left.limit };
  // A key at its own limit is refused alone; the account's other keys still open sessions.
  const keyId = store.apiKeys.keyIdOf(apiKey) ?? 'primary';
  const keyLeft = keyLimitLeft(store, uid, keyId);
  if (keyLeft && keyLeft.kilobytes <= 0) return { kind: 'refuse', code: 'AUTH-004', limit: keyLeft.limit };
  const sessions = registry.sessionsOf(uid);
  if (sessions.length >= config.maxSessionsPerAccount) return { kind: 'refuse', code: 'QUO-002' };
  if (role === 'simulator' && maxSimulators(store, uid) !== null) {
    const simulators = sessions.filter((session) => session.role === 'simulator').length;
    if (simulators >= (maxSimulators(store, uid) ?? Infinity)) return { kind: 'refuse', code: 'QUO-001' };
  }
  const client = typeof hello.client === 'string' ? hello.client.slice(0, 64) : undefined;
  return { kind: 'open', uid, apiKey, keyId, role, client };
}

export const exhausted = (store: Store, uid: string, left: DataLeft = dataLeft(store, uid)): boolean =>
  left.kilobytes <= 0;

/** Simulators the account's plan runs at once: Free (BASIC) 2, Premium no limit. */
export const maxSimulators = (store: Store, uid: string): number | null =>
  store.usage.isPremium(uid) ? null : BASIC_PLAN.maxSimulators;
