// The dev backend for `pnpm bench:live-view`: the real server and routes, with a verifier that
// takes "bench:<uid>" as the ID token of an account the benchmark wrote into the data folder, so
// 2,000 viewers need no Auth emulator. Bench only: never imported by src/.
import { loadConfig } from '../../src/config.ts';
import { startServer } from '../../src/server.ts';

const config = loadConfig(process.env, process.argv);
const server = await startServer(config, {
  verifier: {
    verify(idToken) {
      if (!idToken.startsWith('bench:')) return Promise.reject(new Error('not a bench token'));
      return Promise.resolve({ uid: idToken.slice('bench:'.length), email: undefined, emailVerified: false });
    },
    close: () => Promise.resolve(),
  },
});
console.log(`[bench-server] listening on ${server.url}`);
process.once('SIGTERM', () => void server.close().then(() => process.exit(0)));
