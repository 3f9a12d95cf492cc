import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { newGoogleAccount, signUpNewAccount, toastWith } from '../support/auth-helpers';
import { expectNoAxeViolations } from '../support/axe';
import { expect, test } from '../support/test';
import { appendUsage, signedInUid, utcToday } from '../support/usage';

test.describe.configure({ timeout: 120_000 });

const LOAD_TIMEOUT = 30_000;

/** What the test's receiver got: headers and the body exactly as sent. */
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
    response.end();
  });
});
test.beforeAll(() => new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve)));
test.afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

/** The documented scheme (docs/decisions.md, "Alerts"), recomputed as a receiver would. */
function signatureValid(secret: string, body: string, header: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
  if (!parts.t || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
  return parts.v1.length === expected.length && timingSafeEqual(Buffer.from(parts.v1), Buffer.from(expected));
}

/**
 * A webhook set on the Setting page receives the 80 % BASIC alert, signed with the secret the
 * page reveals, and the page lists the delivery as delivered.
 */
test('an alert reaches the webhook signed, and the Setting page lists it delivered', async ({
  page,
  request,
}) => {
  await signUpNewAccount(page, newGoogleAccount('webhook'));
  const uid = await signedInUid(page);
  await page.goto('/user/setting');
  const card = page.getByRole('region', { name: 'Webhook' });
  await expect(card.getByText('No deliveries yet.', { exact: false })).toBeVisible({ timeout: LOAD_TIMEOUT });

  // Typed and saved from the keyboard.
  const { port } = receiver.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/remoterl`;
  await card.getByRole('textbox', { name: 'Webhook URL' }).fill(url);
  await card.getByRole('textbox', { name: 'Webhook URL' }).press('Enter');
  await expect(toastWith(page, 'Webhook saved.')).toBeVisible();

  await card.getByRole('button', { name: 'Show signing secret' }).press('Enter');
  const secretField = card.getByRole('textbox', { name: 'Signing secret' });
  await expect(secretField).toHaveValue(/^whsec_[0-9a-f]{48}$/);
  const secret = await secretField.inputValue();
  await expectNoAxeViolations(page, '/user/setting with a webhook and no deliveries');

  // 8.5 trainer hours are 0.85 GB: past 80 % of the BASIC allowance, one alert.
  await appendUsage(request, uid, [{ date: utcToday(), role: 'trainer', milliHours: 8_500 }]);
  await expect.poll(() => received.length).toBe(1);
  const [delivery] = received as [(typeof received)[number]];
  expect(signatureValid(secret, delivery.body, String(delivery.headers['remoterl-signature']))).toBe(true);
  expect(JSON.parse(delivery.body)).toMatchObject({ kind: 'freeAllowance', percent: 80, account: uid });

  await expect
    .poll(async () => {
      await card.getByRole('button', { name: 'Refresh' }).click();
      return card.getByRole('table', { name: 'Recent deliveries' }).textContent();
    })
    .toMatch(/Free BASIC data\s*Delivered \(200\)\s*1/);
  await expectNoAxeViolations(page, '/user/setting with a delivery listed');
});
