export default async function requireAuthEmulator(): Promise<void> {
  const host = process.env.FIREBASE_AUTH_EMULATOR_HOST;
  if (!host) {
    throw new Error(
      'FIREBASE_AUTH_EMULATOR_HOST is not set. Run the suite with `pnpm --filter @remoterl/dev-backend test` ' +
        '(it starts the Auth emulator via `firebase emulators:exec`), or `test:running-emulator` next to `pnpm dev`.',
    );
  }
  const response = await fetch(`http://${host}/`).catch(() => undefined);
  if (!response?.ok) throw new Error(`The Auth emulator does not answer on http://${host}/`);
}
