#!/usr/bin/env node
// `pnpm dev`: the Firebase Auth emulator, the dev backend and the portal dev server together.
// Checks the ports first, waits until each answers, prints the URLs, stops all on Ctrl-C or
// SIGTERM, and exits non-zero when one of them dies.
import { spawnSync } from 'node:child_process';
import { lookup } from 'node:dns/promises';
import { existsSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEV_PORTS } from '../hosting/site.ts';
import { SERVICE_NODE_FLAGS } from '../packages/dev-backend/src/service-node-flags.ts';
import { findTakenPorts } from './lib/ports.mjs';
import { killNow, startService, stopService, waitUntilReady } from './lib/services.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const HOST = '127.0.0.1';
const PROJECT_ID = 'demo-remoterl';
// The tests take other ports (hosting/site.ts), so they pass while this stack runs.
const { auth: AUTH_PORT, backend: BACKEND_PORT, portal: PORTAL_PORT } = DEV_PORTS;
// Generous: the Auth emulator compiles its OpenAPI validators at start-up (CPU-bound, slow on a busy machine).
const READY_TIMEOUT_MS = 180_000;

const urls = {
  auth: `http://${HOST}:${AUTH_PORT}`,
  backend: `http://${HOST}:${BACKEND_PORT}`,
  portal: `http://${HOST}:${PORTAL_PORT}`,
};

function log(message) {
  process.stdout.write(`[dev]      ${message}\n`);
}

/** The pnpm that runs us (npm_execpath) or the one on PATH. */
function pnpmCommand(args) {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath) && /\.c?js$/.test(execPath)) {
    return { command: process.execPath, args: [execPath, ...args] };
  }
  return { command: 'pnpm', args };
}

/** A fresh clone has no node_modules; an edited lockfile means the install is stale. */
function installIfNeeded() {
  const marker = join(root, 'node_modules', '.pnpm', 'lock.yaml');
  const lockfile = join(root, 'pnpm-lock.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lockfile).mtimeMs) return;
  log('installing dependencies (pnpm install --frozen-lockfile)...');
  const pnpm = pnpmCommand(['install', '--frozen-lockfile']);
  const result = spawnSync(pnpm.command, pnpm.args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    log('pnpm install failed; fix the error above and run `pnpm dev` again.');
    process.exit(1);
  }
}

async function checkPorts() {
  const taken = await findTakenPorts([
    { host: HOST, port: AUTH_PORT, name: 'Firebase Auth emulator' },
    { host: HOST, port: DEV_PORTS.hub, name: 'Firebase emulator hub' },
    { host: HOST, port: DEV_PORTS.logging, name: 'Firebase emulator logging' },
    { host: HOST, port: BACKEND_PORT, name: 'dev backend' },
    { host: HOST, port: PORTAL_PORT, name: 'portal dev server' },
  ]);
  if (taken.length === 0) return;
  for (const message of taken) log(message);
  log('Stop whatever holds the port(s) above (perhaps another `pnpm dev`) and try again.');
  process.exit(1);
}

function serviceSpecs() {
  const firebaseBin = join(
    dirname(createRequire(join(root, 'package.json')).resolve('firebase-tools/package.json')),
    'lib/bin/firebase.js',
  );
  const backendEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST,
    PORT: String(BACKEND_PORT),
    FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${AUTH_PORT}`,
    PORTAL_ORIGIN: urls.portal,
  };
  // `pnpm dev` is a developer's stack: the wipe endpoint exists only for test runs.
  delete backendEnv.DEV_BACKEND_ALLOW_RESET;
  const portal = pnpmCommand([
    '--filter',
    '@remoterl/portal-app',
    'exec',
    'vite',
    '--host',
    HOST,
    '--port',
    String(PORTAL_PORT),
    '--strictPort',
  ]);
  return [
    {
      name: 'auth',
      command: process.execPath,
      args: [firebaseBin, 'emulators:start', '--only', 'auth', '--project', PROJECT_ID],
      cwd: root,
      env: process.env,
      readyUrl: `${urls.auth}/`,
    },
    {
      name: 'backend',
      command: process.execPath,
      args: [...SERVICE_NODE_FLAGS, 'src/main.ts'],
      cwd: join(root, 'packages/dev-backend'),
      env: backendEnv,
      readyUrl: `${urls.backend}/healthz`,
    },
    { name: 'portal', ...portal, cwd: root, env: process.env, readyUrl: `${urls.portal}/` },
  ];
}

/**
 * Nothing in the stack needs the internet (Google's api.js is a local stand-in, see
 * packages/portal-app/build/offline-google-plugin.ts); say so when it is missing, so an
 * unstyled account chooser or a failing external link is not mistaken for a broken stack.
 */
async function reportNetwork() {
  const host = 'apis.google.com';
  const timeout = new Promise((_, reject) =>
    setTimeout(() => reject(new Error('no answer in 3 s')), 3000).unref(),
  );
  try {
    await Promise.race([lookup(host), timeout]);
  } catch (error) {
    const cause = error instanceof Error ? (error.code ?? error.message) : String(error);
    log(`no internet (${host} does not resolve: ${cause}). Everything here runs locally: sign-in uses`);
    log("  the stand-in for Google's api.js; the emulator's account chooser draws without its web fonts.");
  }
}

async function main() {
  const startedAt = performance.now();
  if (!process.argv.includes('--no-install')) installIfNeeded();
  await checkPorts();
  await reportNetwork();

  const specs = serviceSpecs();
  const services = specs.map((spec) => startService(spec));
  let stopping = false;

  const stopAll = async (exitCode, reason) => {
    if (stopping) return;
    stopping = true;
    if (reason) log(reason);
    log('stopping all services...');
    await Promise.all(services.map((service) => stopService(service)));
    log('stopped.');
    process.exit(exitCode);
  };

  process.on('exit', () => killNow(services));
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => void stopAll(0, `received ${signal}`));
  }
  for (const service of services) {
    void service.exited.then(({ code, signal }) => {
      if (!stopping) void stopAll(1, `${service.name} exited unexpectedly (${signal ?? `code ${code}`})`);
    });
  }

  try {
    await Promise.all(
      services.map(async (service, index) => {
        await waitUntilReady(service, specs[index].readyUrl, READY_TIMEOUT_MS);
        log(`${service.name} ready after ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
      }),
    );
  } catch (error) {
    await stopAll(1, error instanceof Error ? error.message : String(error));
    return;
  }

  const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
  log(`all services ready in ${seconds} s`);
  log(`  Portal                 ${urls.portal}`);
  log(`  Dev backend            ${urls.backend}  (OpenAPI: ${urls.backend}/openapi.json)`);
  log(
    `  Session service        ws://${HOST}:${BACKEND_PORT}/sessions/v1  (AsyncAPI: ${urls.backend}/asyncapi.json)`,
  );
  log('  Reference client       pnpm remoterl register | simulate | train');
  log(`  Firebase Auth emulator ${urls.auth}  (project ${PROJECT_ID})`);
  log('Press Ctrl-C to stop everything.');
}

await main();
