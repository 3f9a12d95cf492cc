import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { builtClassicScripts } from './classic-scripts-plugin.ts';

/**
 * The CSP sources (`'sha256-…'`) of every inline script the build writes into a page, and of
 * nothing else: the two classic scripts (classic-scripts-plugin.ts) and the prerendered pages'
 * Speculation Rules (src/prerender/speculation-rules.ts). Computed from their sources, not a
 * build, so the committed firebase.json names them too and goes stale when they change.
 */
export async function inlineScriptHashes(): Promise<string[]> {
  // Through Vite, which resolves the app's extensionless imports as the build does.
  const { module } = await runnerImport<{ speculationRulesJson: () => string }>(
    fileURLToPath(new URL('../src/prerender/speculation-rules.ts', import.meta.url)),
  );
  return [...builtClassicScripts().map(({ code }) => code), module.speculationRulesJson()].map(cspHash);
}

export const cspHash = (code: string) =>
  `'sha256-${createHash('sha256').update(code, 'utf8').digest('base64')}'`;
