import { ConfigError, DEFAULT_EMULATOR_HOST, loadConfig } from './config.ts';
import { startServer } from './server.ts';
import { SERVICE_NODE_FLAGS, startedWithServiceFlags } from './service-node-flags.ts';

function fail(message: string): never {
  console.error(`[dev-backend] ${message}`);
  process.exit(1);
}

let config;
try {
  config = loadConfig(process.env, process.argv);
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

if (!config.production && !process.env.FIREBASE_AUTH_EMULATOR_HOST) {
  // Without this firebase-admin would try Google's real key servers, which never verify
  // emulator tokens; development always means the local Auth emulator.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = DEFAULT_EMULATOR_HOST;
}

const server = await startServer(config).catch((error: unknown) => {
  const code = (error as { code?: string }).code;
  if (code === 'EADDRINUSE') fail(`port ${config.port} on ${config.host} is already in use`);
  return fail(`could not start: ${error instanceof Error ? error.message : String(error)}`);
});

// Before the first line a supervisor waits for: a stop sent as soon as it reads "listening" must
// still close the server cleanly, not meet Node's default and kill it.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void server.close().then(() => process.exit(0));
  });
}

console.log(
  `[dev-backend] listening on ${server.url} ` +
    `(auth emulator ${process.env.FIREBASE_AUTH_EMULATOR_HOST ?? 'off'}, ` +
    `portal ${config.portalOrigins.join(', ')}, data ${config.dataDir}` +
    `${config.allowReset ? ', reset enabled' : ''}${config.production ? ', production: no stand-ins' : ''}` +
    `, session service ${config.sessionService})`,
);
if (!startedWithServiceFlags()) {
  console.warn(
    `[dev-backend] started without ${SERVICE_NODE_FLAGS.join(' ')}: its memory then follows V8's ` +
      'defaults and swings with the load (docs/decisions.md); `pnpm start` passes them',
  );
}
if (server.sealedPlainKeys > 0) {
  console.log(
    `[dev-backend] sealed ${server.sealedPlainKeys} plain-text API key(s) of an older data folder ` +
      '(live keys encrypted, history reduced to fingerprints); accounts are unchanged',
  );
}
if (server.replacedLegacyKeys > 0) {
  console.log(
    `[dev-backend] replaced ${server.replacedLegacyKeys} API key(s) of the old rrl_ shape with api_ keys ` +
      '(the client accepts only api_ keys); the old keys now read as replaced, accounts are unchanged',
  );
}
// Only a generated token is printed (the operator has no other way to learn it), and only where
// the outbox is mounted: a production start has none, so it prints no secret to its logs.
if (config.standIns.mail && config.mailOutboxTokenGenerated) {
  console.log(
    `[dev-backend] outbox: GET /api/v1.0/email/outbox with "Authorization: Bearer ${config.mailOutboxToken}"`,
  );
}
