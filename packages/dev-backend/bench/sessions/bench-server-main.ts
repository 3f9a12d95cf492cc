// The dev backend for the bench scripts that call the gateway (bench:live-view, soak:sessions,
// bench:stalled-streams): the real server and routes, with a verifier that takes a bench token
// (bench-token.ts) as the ID token of an account the script wrote into the data folder, so no
// Auth emulator is needed. Bench only: never imported by src/.
import { getHeapSpaceStatistics } from 'node:v8';
import { loadConfig } from '../../src/config.ts';
import { startServer } from '../../src/server.ts';
import { uidOfBenchToken } from './bench-token.ts';
import { STALL_REPORTED_MS } from './server-process.ts';

const config = loadConfig(process.env, process.argv);
const server = await startServer(config, {
  verifier: {
    verify(idToken) {
      const uid = uidOfBenchToken(idToken);
      if (uid === undefined) return Promise.reject(new Error('not a bench token'));
      return Promise.resolve({ uid, email: undefined, emailVerified: false });
    },
    close: () => Promise.resolve(),
  },
});
console.log(`[bench-server] listening on ${server.url}`);
// The bench asks (over IPC) what the server still holds once garbage is collected.
const gc = (globalThis as { gc?: () => void }).gc;
const MB = 1024 * 1024;
process.on('message', (message) => {
  if (message === 'memory-parts') {
    // Committed, not used: what the heap's spaces take from the RSS, garbage included.
    const spaces = getHeapSpaceStatistics();
    const committed = (young: boolean) =>
      spaces
        .filter((space) => (space.space_name === 'new_space') === young)
        .reduce((sum, space) => sum + space.physical_space_size, 0) / MB;
    process.send?.({
      newSpaceMb: committed(true),
      oldSpacesMb: committed(false),
      externalMb: process.memoryUsage().external / MB,
    });
    return;
  }
  if (message !== 'retained-heap' || !gc) return;
  gc();
  process.send?.({ heapUsedMb: process.memoryUsage().heapUsed / MB });
});
process.channel?.unref();
// When this process could not run for a while (a starved machine), it says so on stdout with
// the wall-clock end of the stall, so the soak can tell a timeout the server caused from one the
// machine did (server-process.ts reads these lines).
const TICK_MS = 100;
let expected = performance.now() + TICK_MS;
setInterval(() => {
  const now = performance.now();
  const lateMs = now - expected;
  expected = now + TICK_MS;
  if (lateMs >= STALL_REPORTED_MS)
    console.log(`[bench-server] stalled ${Math.round(lateMs)} ms until ${Date.now()}`);
}, TICK_MS).unref();
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
