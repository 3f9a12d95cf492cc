// Proves the published shape works in three real apps, built from the packed tarball as an
// adopter would install it: Next.js App Router (server components, a client page, a route
// handler, hydration with a stored dark theme), Vite + Tailwind v4 (the app's own breakpoints and
// `dark:` stay Tailwind's), and Vite without Tailwind (the app's own element styles survive; a
// Button-only page installed with nothing but what the tarball brings).
// The apps live in scripts/consumers/ (see tarball-apps.mjs for where they are built).
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { checkNextApp } from './consumers/check-next-app.mjs';
import { checkVitePlain, checkViteTailwind } from './consumers/check-vite-apps.mjs';
import { findStacksWithoutKoreanFace } from '../src/tokens/font-stacks.mjs';
import { installLeanApp } from './consumers/lean-install.mjs';
import { appsDir, installApp, packTarball, workspaceRoot } from './consumers/tarball-apps.mjs';
import { packageDir } from './public-entries.mjs';

const templatesDir = path.join(packageDir, 'scripts/consumers');
/** What the lean app installs of its own, beside the design system: React and its Vite plugin. */
const LEAN_APP_PACKAGES = ['react', 'react-dom', '@vitejs/plugin-react'];
const failures = [];
const fail = (app) => (message) => failures.push(`${app}: ${message}`);
const tarball = packTarball();

/** The shipped stylesheets, as an adopter gets them: Hangul must reach the self-hosted face. */
function checkShippedFontStacks(appDir) {
  const installed = path.join(appDir, 'node_modules/@ccnets/design-system');
  // The brands' stacks are declared in the generated variables (tokens.css imports them); the
  // other stylesheets name them, so each is read with them.
  const tokens = readFileSync(path.join(installed, 'src/styles/generated/variables.css'), 'utf8');
  for (const stylesheet of [
    'dist/styles.css',
    'src/styles/generated/variables.css',
    'src/styles/preset.css',
    'src/styles/reset.css',
    'src/styles/brands/remoterl.css',
    'src/styles/brands/ccnets.css',
  ]) {
    const css = readFileSync(path.join(installed, stylesheet), 'utf8');
    const checked = stylesheet.startsWith('src/') ? `${tokens}\n${css}` : css;
    for (const { property, value } of findStacksWithoutKoreanFace(checked)) {
      fail('tarball')(
        `${stylesheet}: ${property} "${value}" reaches a generic family before the Korean face`,
      );
    }
  }
}

/**
 * The documented brand command, run from the installed tarball's bin as `npx` would: a site's
 * override comes out as CSS, read through the shipped resolver with nothing else installed.
 */
function checkBrandCommand(appDir) {
  const file = path.join(appDir, 'site.tokens.json');
  writeFileSync(file, JSON.stringify({ light: { color: { 'primary-strong': { $value: '#166534' } } } }));
  const bin = path.join(appDir, 'node_modules/@ccnets/design-system/bin/ccnets-design-system.mjs');
  try {
    const css = execFileSync(process.execPath, [bin, 'brand', file], { encoding: 'utf8', stdio: 'pipe' });
    if (!/:root \{[^}]*--rrl-primary-strong: #166534;/.test(css))
      fail('tarball')(`the brand command wrote no override:\n${css.slice(0, 300)}`);
  } catch (error) {
    fail('tarball')(`the brand command failed: ${error.stderr || error.message}`);
  }
}

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
const tools = { browser, build, preview, spawn, freePort, workspaceRoot };
const leanApps = [];
try {
  const timings = {};
  for (const [name, check] of [
    ['vite-plain', checkVitePlain],
    ['vite-tailwind', checkViteTailwind],
    ['next-app', checkNextApp],
  ]) {
    const started = Date.now();
    const template = path.join(templatesDir, name);
    let appDir;
    let install;
    if (name === 'vite-plain') {
      // Renders only a Button: installed as npm would, with nothing but what the tarball brings.
      ({ appDir, install } = installLeanApp(name, tarball, template, LEAN_APP_PACKAGES));
      leanApps.push(appDir);
      console.log(
        `a Button-only app's install: ${install.count} packages, ${(install.bytes / 1024 / 1024).toFixed(1)} MB`,
      );
      checkShippedFontStacks(appDir);
    } else {
      appDir = installApp(name, tarball, template);
      if (name === 'vite-tailwind') checkBrandCommand(appDir);
    }
    // A build that throws is this app's failure; the other apps are still checked.
    await check(appDir, tools, fail(name), install).catch((error) =>
      fail(name)(String(error?.stack ?? error)),
    );
    timings[name] = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  }
  console.log('consumer apps checked:', timings);
} finally {
  await browser.close();
}

if (failures.length) {
  for (const failure of failures) console.error(`consumer check failed: ${failure}`);
  process.exitCode = 1;
} else {
  rmSync(appsDir, { recursive: true, force: true });
  for (const appDir of leanApps) rmSync(path.dirname(appDir), { recursive: true, force: true });
  console.log('consumer checks passed: Next.js App Router, Vite + Tailwind v4, Vite without Tailwind');
}
