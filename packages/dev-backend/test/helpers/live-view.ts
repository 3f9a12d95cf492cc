import { expect, vi } from 'vitest';
import { SessionsSnapshotSchema, type SessionsSnapshot } from '@remoterl/contract';
import type { TestUser } from './emulator.ts';
import type { Client } from './server.ts';

/** GET /gateway/sessions, checked against its contract. */
export async function snapshot(api: Client, user: TestUser): Promise<SessionsSnapshot> {
  const response = await api('/gateway/sessions', { user });
  expect(response.status).toBe(200);
  return SessionsSnapshotSchema.parse(await response.json());
}

/** Waits until the account's snapshot satisfies `condition` (the server's state, not a timer). */
export async function snapshotWhere(
  api: Client,
  user: TestUser,
  condition: (snapshot: SessionsSnapshot) => boolean,
): Promise<SessionsSnapshot> {
  return vi.waitFor(
    async () => {
      const current = await snapshot(api, user);
      if (!condition(current)) throw new Error(`not yet: ${JSON.stringify(current)}`);
      return current;
    },
    { timeout: 10_000, interval: 20 },
  );
}
