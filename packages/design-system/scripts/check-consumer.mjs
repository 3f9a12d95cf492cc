// Proves the published shape works for an app without Tailwind: packs the package as npm
/* global document, getComputedStyle -- the marked callback runs inside the browser page. */
// would publish it, builds a throw-away Vite app that imports the `dist` entry and
// `styles.css`, opens it in Chromium and checks the primary button is really styled.
import { execFileSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { build, preview } from 'vite';
import { findStacksWithoutKoreanFace } from './font-stacks.mjs';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workspaceModules = path.resolve(packageDir, '../../node_modules');
const workDir = mkdtempSync(path.join(tmpdir(), 'ds-consumer-'));

function fail(message) {
  console.error(`consumer check failed: ${message}`);
  process.exitCode = 1;
}

try {
  execFileSync('pnpm', ['pack', '--pack-destination', workDir], { cwd: packageDir, stdio: 'ignore' });
  const tarball = readdirSync(workDir).find((file) => file.endsWith('.tgz'));
  const installed = path.join(workDir, 'app/node_modules/@ccnets/design-system');
  mkdirSync(installed, { recursive: true });
  execFileSync('tar', ['xzf', path.join(workDir, tarball), '-C', installed, '--strip-components=1']);
  // The packed package brings no node_modules; lend it the workspace's copies of its dependencies.
  symlinkSync(path.join(packageDir, 'node_modules'), path.join(installed, 'node_modules'));
  for (const name of ['react', 'react-dom', 'scheduler']) {
    symlinkSync(path.join(workspaceModules, name), path.join(workDir, 'app/node_modules', name));
  }

  // The shipped stylesheets, as an adopter gets them: Hangul must reach the self-hosted face.
  for (const stylesheet of ['dist/styles.css', 'src/styles/theme.css', 'src/styles/tokens.css']) {
    for (const { property, value } of findStacksWithoutKoreanFace(
      readFileSync(path.join(installed, stylesheet), 'utf8'),
    )) {
      fail(`${stylesheet}: ${property} "${value}" reaches a generic family before the Korean face`);
    }
  }

  const appDir = path.join(workDir, 'app');
  writeFileSync(
    path.join(appDir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>consumer</title></head><body><div id="root"></div><script type="module" src="/main.js"></script></body></html>',
  );
  writeFileSync(
    path.join(appDir, 'main.js'),
    [
      "import { createElement } from 'react';",
      "import { createRoot } from 'react-dom/client';",
      "import { Button } from '@ccnets/design-system';",
      "import '@ccnets/design-system/styles.css';",
      "createRoot(document.getElementById('root')).render(createElement(Button, null, 'Complete Purchase'));",
    ].join('\n'),
  );

  await build({ root: appDir, logLevel: 'error', configFile: false });
  const server = await preview({ root: appDir, configFile: false, preview: { port: 0, host: '127.0.0.1' } });
  const url = server.resolvedUrls.local[0];
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(url);
    const button = page.getByRole('button', { name: 'Complete Purchase' });
    await button.waitFor();
    const style = await button.evaluate(async (element) => {
      await document.fonts.ready;
      const computed = getComputedStyle(element);
      return {
        background: computed.backgroundColor,
        color: computed.color,
        radius: computed.borderRadius,
        weight: computed.fontWeight,
        paddingLeft: computed.paddingLeft,
        interLoaded: document.fonts.check('500 16px "Inter Variable"'),
      };
    });
    const expected = {
      background: 'rgb(60, 102, 211)',
      color: 'rgb(255, 255, 255)',
      radius: '4px',
      weight: '500',
      paddingLeft: '24px',
      interLoaded: true,
    };
    for (const [key, value] of Object.entries(expected)) {
      if (style[key] !== value) fail(`${key} is ${style[key]}, expected ${value}`);
    }
    if (!process.exitCode)
      console.log('consumer check passed: dist + styles.css render a styled primary button', style);
  } finally {
    await browser.close();
    await server.close();
  }
} finally {
  rmSync(workDir, { recursive: true, force: true });
}
