// The hosted portal's CSP names the dev backend as its report endpoint (CSP_REPORT_URL): a
// violation on a page arrives there and is logged. The local backend is http, so the policy uses
// report-uri, which Chromium sends at once (report-to needs an https endpoint; hosting/).
import { expect, test } from '../support/test';
import { BACKEND_URL } from '../support/urls';

test('a CSP violation is reported to the dev backend', async ({ page, request }) => {
  const csp = (await request.get('/pricing')).headers()['content-security-policy'] ?? '';
  expect(csp).toContain(`report-uri ${BACKEND_URL}/csp-reports`);
  expect(csp).not.toContain('report-to');

  await page.goto('/pricing');
  // img-src allows only 'self' and data:, so an image from elsewhere is a violation.
  const probe = `csp-probe-${Date.now().toString(36)}`;
  await page.evaluate((host) => {
    const image = new Image();
    image.src = `https://${host}.invalid/pixel.png`;
    document.body.append(image);
  }, probe);

  await expect
    .poll(
      async () => {
        const { reports } = (await (await request.get(`${BACKEND_URL}/__test__/csp-reports`)).json()) as {
          reports: { documentUrl: string; directive: string; blockedUrl: string }[];
        };
        return reports.find((report) => report.blockedUrl.includes(probe));
      },
      { timeout: 20_000 },
    )
    .toMatchObject({ directive: 'img-src', documentUrl: expect.stringContaining('/pricing') });
});
