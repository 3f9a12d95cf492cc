// The hosted portal's CSP names the dev backend as its report endpoint (CSP_REPORT_URL): a
// violation on a page arrives there and is logged. Chromium takes report-to endpoints only from
// an https page and at an https address, so this test opens the portal through the suite's TLS
// front (support/tls-front.ts), whose certificate the browser trusts, as production serves it.
import { expect, test } from '../support/test';
import { BACKEND_URL, TLS_BACKEND_URL, TLS_PORTAL_URL } from '../support/urls';

const ENDPOINT = `${TLS_BACKEND_URL}/csp-reports`;

test.use({ baseURL: TLS_PORTAL_URL });

test('a CSP violation is delivered through the Reporting API (report-to)', async ({ page, request }) => {
  const headers = (await request.get('/pricing', { ignoreHTTPSErrors: true })).headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain('report-to csp');
  // Kept for browsers without the Reporting API; Chromium ignores it when report-to is there.
  expect(csp).toContain(`report-uri ${ENDPOINT}`);
  expect(headers['reporting-endpoints']).toBe(`csp="${ENDPOINT}"`);

  await page.goto('/pricing');
  // img-src allows only 'self' and data:, so an image from elsewhere is a violation.
  const probe = `csp-probe-${Date.now().toString(36)}`;
  await page.evaluate((host) => {
    const image = new Image();
    image.src = `https://${host}.invalid/pixel.png`;
    document.body.append(image);
  }, probe);

  // The browser batches reports; --short-reporting-delay (playwright.config.ts) sends them
  // within a second instead of a minute.
  await expect
    .poll(
      async () => {
        const { reports } = (await (await request.get(`${BACKEND_URL}/__test__/csp-reports`)).json()) as {
          reports: { via: string; documentUrl: string; directive: string; blockedUrl: string }[];
        };
        return reports.find((report) => report.blockedUrl.includes(probe));
      },
      { timeout: 20_000 },
    )
    .toMatchObject({
      // Parsed from the Reporting API's body: [{ type: "csp-violation", body: { blockedURL, … } }].
      via: 'report-to',
      directive: 'img-src',
      documentUrl: `${TLS_PORTAL_URL}/pricing`,
    });
});
