// The portal as Firebase Hosting serves it (the emulator, with the generated firebase.e2e.json):
// the security headers arrive on every kind of path, and the SPA rewrite answers deep links.
import { expect, test } from '../support/test';
import { BACKEND_URL } from '../support/urls';

const PATHS = ['/', '/pricing', '/user/dashboard', '/user/billing/payment/success?token=x', '/no/such/page'];

for (const path of PATHS) {
  test(`${path} is served with the security headers`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/html/);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain(`connect-src 'self' ${BACKEND_URL} `);
    expect(csp).not.toContain('unsafe-eval');
    expect(headers['strict-transport-security']).toMatch(/max-age=(\d{8,}); includeSubDomains; preload$/);
    expect(
      Number(/max-age=(\d+)/.exec(headers['strict-transport-security'] ?? '')?.[1]),
    ).toBeGreaterThanOrEqual(31_536_000);
    expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(headers['x-content-type-options']).toBe('nosniff');
  });
}

test('hashed assets are cached for a year, the HTML is revalidated', async ({ request }) => {
  const html = await request.get('/');
  expect(html.headers()['cache-control']).toBe('no-cache');
  // A prerendered page names its entry script for page-init.js to load after the first paint.
  const script = /<meta name="app-entry" content="(\/assets\/[^"]+\.js)"/.exec(await html.text())?.[1];
  expect(script, 'the entry script of index.html').toBeDefined();
  const asset = await request.get(script as string);
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

/** The headers every path must carry, whatever it serves. */
function expectSecurityHeaders(headers: Record<string, string>) {
  expect(headers['content-security-policy'] ?? '').toContain("frame-ancestors 'none'");
  expect(headers['strict-transport-security']).toContain('preload');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
}

test('a dot path is served with the security headers too', async ({ request }) => {
  // The glob `**` skips dot segments; the header rule matches every path.
  const manifest = await request.get('/.vite/manifest.json');
  expectSecurityHeaders(manifest.headers());
});

test('a missing asset is never cached as immutable, even one named like a hashed asset', async ({
  request,
}) => {
  // Hosting applies header rules by path whatever the status: only the build's own files are
  // named in the immutable rule (hosting/site.ts), so a lookalike 404 is revalidated.
  for (const path of ['/assets/no-such-file.js', '/assets/index-AAAAAAAA.js', '/assets/page-Zz_9-Zz9.css']) {
    const missing = await request.get(path);
    expect(missing.status(), path).toBe(404);
    expect(missing.headers()['cache-control'] ?? '', path).not.toContain('immutable');
    expectSecurityHeaders(missing.headers());
  }
});
