#!/usr/bin/env node
// Writes the Firebase config of a hosting target from hosting/site.ts and the portal's build
// configuration (the Vite mode's VITE_* variables), so the CSP names exactly the services that
// build calls.
//   node scripts/generate-hosting-config.ts                  -> firebase.json (production, committed)
//   node scripts/generate-hosting-config.ts --target deploy  -> firebase.deploy.json (after build:production)
//   node scripts/generate-hosting-config.ts --target e2e     -> firebase.e2e.json (after the e2e build)
//   node scripts/generate-hosting-config.ts --check          -> fails if firebase.json is stale
// CSP_REPORT_URL (environment or the mode's .env file) adds violation reporting.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { loadEnv } from 'vite';
import { firebaseConfig } from '../hosting/firebase-config.ts';
import { originsFromEnv } from '../hosting/security-headers.ts';
import { TARGETS, type TargetName } from '../hosting/site.ts';
import { inlineScriptHashes } from '../packages/portal-app/build/inline-script-hashes.ts';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const portalDir = path.join(rootDir, 'packages/portal-app');

/** The config file's text for a target, formatted as the repository's Prettier would. */
export async function renderHostingConfig(target: TargetName): Promise<{ file: string; text: string }> {
  const { mode, configFile, publicDir, fromBuild } = TARGETS[target];
  const env = loadEnv(mode, portalDir, ['VITE_', 'CSP_']);
  const config = firebaseConfig(
    target,
    originsFromEnv(env),
    { reportUrl: env.CSP_REPORT_URL, inlineScriptHashes: await inlineScriptHashes() },
    fromBuild ? builtAssets(publicDir) : [],
  );
  const file = path.join(rootDir, configFile);
  const prettierOptions = (await resolveConfig(file)) ?? {};
  const text = await format(JSON.stringify(config), { ...prettierOptions, parser: 'json', filepath: file });
  return { file, text };
}

/** The file names in a build's assets folder; the build must have run. */
function builtAssets(publicDir: string): string[] {
  const assetsDir = path.join(rootDir, publicDir, 'assets');
  try {
    return readdirSync(assetsDir);
  } catch {
    throw new Error(`${path.relative(rootDir, assetsDir)} is missing: build the portal before this config`);
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      target: { type: 'string', default: 'production' },
      check: { type: 'boolean', default: false },
    },
  });
  const target = values.target as TargetName;
  if (!(target in TARGETS))
    throw new Error(`Unknown target "${target}"; use ${Object.keys(TARGETS).join(', ')}`);
  const { file, text } = await renderHostingConfig(target);
  const relative = path.relative(rootDir, file);
  if (values.check) {
    let current = '';
    try {
      current = readFileSync(file, 'utf8');
    } catch {
      // A missing file is stale too.
    }
    if (current !== text) {
      console.error(
        `${relative} is not what hosting/ generates; run: node scripts/generate-hosting-config.ts`,
      );
      process.exit(1);
    }
    return;
  }
  writeFileSync(file, text);
  console.log(`wrote ${relative}`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
