import { AUTH_EMULATOR_URL } from './urls';

// Playwright waits for one URL per web server; the emulator process serves two. Hosting is the
// one it waits for, so wait here for the Auth emulator as well before any test signs in.

export default async function waitForAuthEmulator(): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${AUTH_EMULATOR_URL}/`).catch(() => undefined);
    if (response?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The Auth emulator does not answer on ${AUTH_EMULATOR_URL}`);
}
