// Port checks for scripts/dev.mjs: fail early, and say who holds a port.
import { execFileSync } from 'node:child_process';
import net from 'node:net';

/** Resolves true when `host:port` can be bound right now. */
export function isPortFree(host, port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(true)));
  });
}

function run(command, args) {
  try {
    return execFileSync(command, args, {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2000,
    });
  } catch {
    return '';
  }
}

/** Best effort "node (pid 1234)" for the process listening on `port`, via ss or lsof. */
export function describeListener(port) {
  const ss = run('ss', ['-ltnpH', `sport = :${port}`]);
  const pid =
    /users:\(\("[^"]*",pid=(\d+)/.exec(ss)?.[1] ??
    /^p(\d+)/m.exec(run('lsof', ['-nP', `-iTCP:${port}`, '-sTCP:LISTEN', '-Fp']))?.[1];
  if (!pid) return undefined;
  const command = run('ps', ['-o', 'args=', '-p', pid]).trim();
  const shown = command.length > 120 ? `${command.slice(0, 117)}...` : command;
  return shown ? `pid ${pid} (${shown})` : `pid ${pid}`;
}

/**
 * Checks every port and returns one message per taken port (empty when all are free).
 * @param {{ host: string, port: number, name: string }[]} ports
 */
export async function findTakenPorts(ports) {
  const messages = [];
  for (const { host, port, name } of ports) {
    if (await isPortFree(host, port)) continue;
    const holder = describeListener(port);
    messages.push(`Port ${port} (${name}) on ${host} is already in use${holder ? ` by ${holder}` : ''}.`);
  }
  return messages;
}
