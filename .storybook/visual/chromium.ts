import { statSync } from 'node:fs';

/**
 * The Chromium the story tests drive: Debian's (Playwright cannot download its own on these
 * machines, and the baselines are made with Debian's), CHROMIUM_PATH to override it; with
 * neither, Playwright's own browser.
 */
export const chromiumPath = [
  process.env.CHROMIUM_PATH,
  process.platform === 'linux' ? '/usr/bin/chromium' : undefined,
].find((file) => file && isFile(file));

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}
