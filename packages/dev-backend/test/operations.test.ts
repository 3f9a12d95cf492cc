// The contract's operation list drives the OpenAPI document, the 405 answers and the fuzz test; a route
// served but missing from it would be none of those. This keeps the two lists equal.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { everyOwnerActive } from '../src/identity/owner-guard.ts';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { servedOperations } from '@remoterl/contract';
import { createSessionService } from '../src/sessions/service.ts';
import { openStore } from '../src/store/index.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'dev-backend-operations-'));
const config = loadConfig({ DEV_BACKEND_DATA_DIR: dataDir, DEV_BACKEND_ALLOW_RESET: '1' }, []);
const store = openStore(config);
afterAll(() => {
  store.close();
  rmSync(dataDir, { recursive: true, force: true });
});

it('lists exactly the routes the server registers', () => {
  const verifier = { verify: () => Promise.reject(new Error('unused')), close: async () => {} };
  const sessions = createSessionService({ config: config.sessions, store, dashboardUrl: 'http://127.0.0.1' });
  const app = createApp({
    config,
    store,
    verifier,
    sessions,
    publicUrl: () => 'http://127.0.0.1',
    servesHost: () => true,
    owners: everyOwnerActive,
  });
  sessions.close();
  const registered = app.routes
    .filter((route) => route.method !== 'ALL')
    .map((route) => `${route.method} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
  const listed = servedOperations({ allowReset: true }).map(
    (operation) => `${operation.method.toUpperCase()} ${operation.path}`,
  );
  expect([...new Set(registered)].sort()).toEqual(listed.sort());
});
