// Child processes for scripts/dev.mjs: each in its own process group, so stopping one stops
// everything it spawned (pnpm -> vite, firebase -> emulator) and nothing is left behind.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const COLORS = { auth: 33, backend: 36, portal: 35 };

function prefixer(name) {
  const label = `[${name}]`.padEnd(10);
  const color = COLORS[name];
  return process.stdout.isTTY && color ? `\u001b[${color}m${label}\u001b[0m` : label;
}

/**
 * @param {{ name: string, command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv }} spec
 */
export function startService(spec) {
  const child = spawn(spec.command, spec.args, {
    cwd: spec.cwd,
    env: spec.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = prefixer(spec.name);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${prefix} ${line}\n`));
  }
  const exited = new Promise((resolve) => {
    child.once('exit', (code, signal) => resolve({ code, signal }));
    child.once('error', (error) => {
      process.stdout.write(`${prefix} could not start: ${error.message}\n`);
      resolve({ code: 1, signal: null });
    });
  });
  const service = { name: spec.name, child, exited, running: true };
  exited.then(() => (service.running = false));
  return service;
}

function signalGroup(service, signal) {
  if (!service.running || service.child.pid === undefined) return;
  try {
    process.kill(-service.child.pid, signal);
  } catch {
    // The group is already gone.
  }
}

/** SIGTERM the service's process group; SIGKILL it if it has not exited within `graceMs`. */
export async function stopService(service, graceMs = 8000) {
  signalGroup(service, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(service, 'SIGKILL'), graceMs);
  await service.exited;
  clearTimeout(timer);
  // Grandchildren that ignored SIGTERM would outlive their parent; the group still names them.
  try {
    process.kill(-service.child.pid, 'SIGKILL');
  } catch {
    // Nothing left.
  }
}

/** Last resort on exit: synchronous, so it also runs when the parent dies of an error. */
export function killNow(services) {
  for (const service of services) signalGroup(service, 'SIGKILL');
}

/**
 * Polls `url` until it answers 2xx. Rejects when the service exits first or after `timeoutMs`.
 */
export async function waitUntilReady(service, url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!service.running) throw new Error(`${service.name} exited before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(1000) });
      await response.body?.cancel();
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${service.name} was not ready at ${url} within ${Math.round(timeoutMs / 1000)} s`);
}
