import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadEnv } from 'vite';
import { describe, expect, it } from 'vitest';
import { DEV_PORTS, TEST_PORTS } from './site';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const portalDir = path.join(rootDir, 'packages/portal-app');
const readJson = (file: string) => JSON.parse(readFileSync(path.join(rootDir, file), 'utf8'));

/** The ports a Vite mode's build calls: the backend's and the Auth emulator's. */
function envPorts(mode: string) {
  const env = loadEnv(mode, portalDir, ['VITE_']);
  const port = (name: string) => Number(new URL(env[name] ?? '').port);
  return {
    backend: [
      port('VITE_GATEWAY_URL'),
      port('VITE_PAYMENT_BACKEND_URL'),
      port('VITE_EMAILJS_ORIGIN'),
      port('VITE_PAYPAL_ALLOWED_ORIGINS'),
    ],
    auth: port('VITE_FIREBASE_AUTH_EMULATOR_URL'),
  };
}

describe('the ports of pnpm dev and of the tests (docs/decisions.md, "Test ports")', () => {
  it('never share a port, so the tests pass while pnpm dev runs', () => {
    const dev = new Set<number>(Object.values(DEV_PORTS));
    expect(Object.values(TEST_PORTS).filter((port) => dev.has(port))).toEqual([]);
  });

  it('are the ones the dev build and the e2e build call', () => {
    // Under pnpm dev the page reaches the emulator through the dev server (build/offline-google-plugin.ts).
    expect(envPorts('development')).toEqual({
      backend: Array(4).fill(DEV_PORTS.backend),
      auth: DEV_PORTS.portal,
    });
    const devEnv = loadEnv('development', portalDir, ['DEV_AUTH_EMULATOR_']);
    expect(Number(new URL(devEnv.DEV_AUTH_EMULATOR_URL ?? '').port)).toBe(DEV_PORTS.auth);
    expect(envPorts('e2e')).toEqual({ backend: Array(4).fill(TEST_PORTS.backend), auth: TEST_PORTS.auth });
  });

  it("are the emulators' of pnpm dev (firebase.json) and of the backend's tests", () => {
    const ports = (emulators: Record<string, { port?: number }>) => ({
      auth: emulators.auth?.port,
      hub: emulators.hub?.port,
      logging: emulators.logging?.port,
    });
    const { auth, hub, logging } = DEV_PORTS;
    expect(ports(readJson('firebase.json').emulators)).toEqual({ auth, hub, logging });
    expect(ports(readJson('packages/dev-backend/firebase.test.json').emulators)).toEqual({
      auth: TEST_PORTS.auth,
      hub: TEST_PORTS.hub,
      logging: TEST_PORTS.logging,
    });
  });
});
