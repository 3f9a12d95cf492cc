// Benchmark, not a test: how much JavaScript (gzip) a page pays for the design system, measured
// from the packed tarball in Vite and in Next.js App Router, plus the tarball's size and what
// installing it brings (a Button-only app installed with the tarball's dependencies alone).
//   node scripts/measure-bundles.mjs        (after `pnpm build`)
// Each page figure is the page's JavaScript minus that of the same page rendering React only.
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { installLeanApp } from './consumers/lean-install.mjs';
import { installApp, packTarball, workspaceRoot } from './consumers/tarball-apps.mjs';

const PAGES = {
  'react-only': { imports: '', element: '<p>React only</p>' },
  button: { imports: "import { Button } from '@ccnets/design-system';", element: '<Button>Hello</Button>' },
  'contact-form': {
    imports: "import { ContactForm } from '@ccnets/design-system/forms';",
    element: "<ContactForm policyHrefs={{ privacy: '/p', data: '/d', cookie: '/c' }} onSubmit={() => {}} />",
  },
  // A server component: only its client parts ship (LocaleProvider; a server Table has none).
  'server-table': {
    server: true,
    imports: "import { Heading, LocaleProvider, Table } from '@ccnets/design-system';",
    element:
      "<LocaleProvider locale=\"ko\"><Heading level={1}>청구서</Heading><Table caption=\"청구서\" rowKey=\"id\" columns={[{ field: 'date', header: '날짜', format: 'date' }, { field: 'price', header: '금액', format: 'currency' }]} rows={[{ id: 'a', date: '2025-09-26', price: 20 }]} /></LocaleProvider>",
  },
};

const gzipKb = (files) => files.reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0) / 1024;

async function measureVite(tarball) {
  const sizes = {};
  for (const [page, { imports, element, server }] of Object.entries(PAGES)) {
    if (server) continue;
    const appDir = installApp(`bench-vite-${page}`, tarball, {
      'index.html': '<!doctype html><div id="root"></div><script type="module" src="/main.jsx"></script>',
      'main.jsx': `import { createRoot } from 'react-dom/client';\n${imports}\ncreateRoot(document.getElementById('root')).render(${element});\n`,
    });
    await build({ root: appDir, logLevel: 'error', configFile: false });
    const assets = path.join(appDir, 'dist/assets');
    sizes[page] = gzipKb(
      readdirSync(assets)
        .filter((file) => file.endsWith('.js'))
        .map((file) => path.join(assets, file)),
    );
  }
  return sizes;
}

/** Next.js: one client page per case; a page's JavaScript is every script its prerendered HTML loads. */
function measureNext(tarball) {
  const files = {
    'package.json': '{ "private": true, "type": "module" }',
    'next.config.mjs': `export default { turbopack: { root: ${JSON.stringify(workspaceRoot)} } };`,
    'app/layout.jsx':
      'export default function Layout({ children }) { return <html lang="en"><body>{children}</body></html>; }',
  };
  for (const [page, { imports, element, server }] of Object.entries(PAGES)) {
    files[`app/${page}/page.jsx`] =
      `${server ? '' : "'use client';\n"}${imports}\nexport default function Page() { return ${element}; }\n`;
  }
  const appDir = installApp('bench-next', tarball, files);
  const nextBin = createRequire(path.join(appDir, 'package.json')).resolve('next/dist/bin/next');
  execFileSync(process.execPath, [nextBin, 'build'], {
    cwd: appDir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
    stdio: 'ignore',
  });
  const sizes = {};
  for (const page of Object.keys(PAGES)) {
    const html = readFileSync(path.join(appDir, `.next/server/app/${page}.html`), 'utf8');
    const scripts = [
      ...new Set([...html.matchAll(/\/_next\/(static\/[^"']+\.js)/g)].map((match) => match[1])),
    ];
    sizes[page] = gzipKb(scripts.map((script) => path.join(appDir, '.next', script)));
  }
  return sizes;
}

const tarball = packTarball();
const vite = await measureVite(tarball);
const next = measureNext(tarball);
const { appDir: leanDir, install } = installLeanApp('bench-install', tarball, { 'package.json': '{}' }, []);
rmSync(path.dirname(leanDir), { recursive: true, force: true });
const added = (sizes, page) => `+${(sizes[page] - sizes['react-only']).toFixed(1)} KB`;
console.table({
  'Vite: Button': added(vite, 'button'),
  'Vite: ContactForm': added(vite, 'contact-form'),
  'Next.js: Button (client page)': added(next, 'button'),
  'Next.js: ContactForm (client page)': added(next, 'contact-form'),
  'Next.js: Heading, Table, LocaleProvider (server page)': added(next, 'server-table'),
  'React-only page, Vite / Next.js': `${vite['react-only'].toFixed(1)} / ${next['react-only'].toFixed(1)} KB`,
  'tarball (packed)': `${(statSync(tarball).size / 1024).toFixed(1)} KB`,
  'install (tarball and what it brings)': `${install.count} packages, ${(install.bytes / 1024 / 1024).toFixed(1)} MB`,
});
