// Load figures for issue 13: autocannon p50/p99 on GET /gateway/billing and on the mail endpoint.
// Loopback only: it refuses any other host. Run next to a backend and the Auth emulator, e.g.
//   FIREBASE_AUTH_EMULATOR_HOST=127.0.0.1:19099 node bench/load.ts http://127.0.0.1:18787
import autocannon from 'autocannon';
import { register, client } from '../test/helpers/server.ts';
import { signInWithGoogle } from '../test/helpers/emulator.ts';

const target = new URL(process.argv[2] ?? 'http://127.0.0.1:18787');
if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname)) {
  throw new Error(`Refusing to load ${target.host}: this benchmark targets loopback only`);
}
const base = target.origin;
const seconds = Number(process.env.BENCH_SECONDS ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

const user = await signInWithGoogle('Bench');
await register(client(base), user);

async function run(title: string, options: autocannon.Options) {
  const result = await autocannon({ connections, duration: seconds, ...options });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([status, { count }]) => [status, count]),
  );
  console.log(
    JSON.stringify({
      title,
      requests: result.requests.total,
      p50: result.latency.p50,
      p99: result.latency.p99,
      statuses,
      errors: result.errors,
    }),
  );
}

await run('GET /gateway/billing', {
  url: `${base}/gateway/billing`,
  headers: { authorization: `Bearer ${user.idToken}` },
});
await run('POST /api/v1.0/email/send', {
  url: `${base}/api/v1.0/email/send`,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({
    lib_version: '4.4.1',
    user_id: 'bench-public-key',
    service_id: 'dev-service',
    template_id: 'dev-template',
    template_params: { message: 'Full name: Bench\nEmail: bench@example.com\nHello!' },
  }),
});
