// A client with no key trying to crowd accounts out (issue 34, finding 1): from its own source
// address it keeps `sockets` WebSockets open to the session service, half of them silent (no
// hello), half sending a wrong key and then never reading, and reopens each one as the server
// closes or refuses it.
import WebSocket from 'ws';

/** Longer than the server's hello deadline and refusal cut-off, so the server acts first. */
const LIFETIME_MS = 5_000;

export interface AttackerStats {
  /** Upgrades attempted, and refused before a WebSocket existed (the pre-hello pool's 503). */
  attempts: number;
  refusedAtUpgrade: number;
  /** Sockets that got a WebSocket; the most held at once. */
  opened: number;
  mostHeld: number;
}

export interface Attacker {
  readonly stats: AttackerStats;
  stop(): void;
}

export function startAttacker(options: {
  url: string;
  localAddress: string;
  sockets: number;
  /** Wait before reopening a closed socket, so the attack does not just burn the machine's CPU. */
  reopenMs: number;
}): Attacker {
  const stats: AttackerStats = { attempts: 0, refusedAtUpgrade: 0, opened: 0, mostHeld: 0 };
  const live = new Set<WebSocket>();
  let held = 0;
  let stopped = false;

  const open = (slot: number) => {
    if (stopped) return;
    stats.attempts += 1;
    const socket = new WebSocket(options.url, {
      localAddress: options.localAddress,
      perMessageDeflate: false,
    });
    live.add(socket);
    let isOpen = false;
    socket.on('error', (error) => {
      if (error.message.startsWith('Unexpected server response')) stats.refusedAtUpgrade += 1;
    });
    // A socket that stopped reading may never notice the server cut it: give each a lifetime.
    const lifetime = setTimeout(() => socket.terminate(), LIFETIME_MS);
    socket.on('open', () => {
      isOpen = true;
      stats.opened += 1;
      held += 1;
      stats.mostHeld = Math.max(stats.mostHeld, held);
      if (slot % 2 === 1) {
        socket.send(JSON.stringify({ type: 'hello', apiKey: `api_${'0'.repeat(32)}`, role: 'trainer' }));
        // Never read again: the refusal and the close frame sit unread.
        socket.pause();
      }
    });
    socket.on('close', () => {
      clearTimeout(lifetime);
      live.delete(socket);
      if (isOpen) held -= 1;
      setTimeout(() => open(slot), options.reopenMs);
    });
  };
  for (let slot = 0; slot < options.sockets; slot += 1) open(slot);

  return {
    stats,
    stop() {
      stopped = true;
      for (const socket of live) socket.terminate();
    },
  };
}
