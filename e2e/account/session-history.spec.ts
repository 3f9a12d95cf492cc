import type { Page } from '@playwright/test';
import { newGoogleAccount, revealedApiKey, signUpNewAccount } from '../support/auth-helpers';
import { expectNoAxeViolations } from '../support/axe';
import { LIVE_TIMEOUT, sessionRow, setBlockNewSessions } from '../support/live-view';
import { expect, test } from '../support/remoterl-clients';

// Issue 33: what ran, what went wrong and how to fix it, against the reference client; and an
// activity log that records a sign-in once, not once per page load.
test.describe.configure({ timeout: 180_000 });

/** An ended session's row in the history table. */
const historyRow = (page: Page, sessionId: string) =>
  page.getByRole('table', { name: 'Ended sessions' }).getByRole('row').filter({ hasText: sessionId });

test('a disconnected simulator is in the history with its reason and fix within 2 s, and opens to its timeline', async ({
  page,
  remoterl,
}) => {
  await signUpNewAccount(page, newGoogleAccount('history'));
  const key = await revealedApiKey(page);
  await page.goto('/user/sessions');
  const trainer = remoterl.start('train', key);
  const trainerId = await trainer.sessionId();
  const simulator = remoterl.start('simulate', key);
  const simulatorId = await simulator.sessionId();
  await simulator.line(new RegExp(`^Paired \\| trainer=${trainerId}$`, 'm'));
  await expect(sessionRow(page, simulatorId)).toBeVisible({ timeout: LIVE_TIMEOUT });

  await sessionRow(page, simulatorId)
    .getByRole('button', { name: `Disconnect Simulator ${simulatorId}` })
    .click();
  await page
    .getByRole('dialog', { name: `Disconnect session ${simulatorId} (Simulator)?` })
    .getByRole('button', { name: 'Disconnect' })
    .click();
  // The session ends when its client is told; from then the history has 2 s to show it.
  await simulator.line(/DISCONNECTED: Disconnected from the RemoteRL dashboard/);
  const row = historyRow(page, simulatorId);
  await expect(row).toContainText('Disconnected from the dashboard 4010', { timeout: 2_000 });
  await expect(row).toContainText('Start the client again');
  await expect(row).toContainText('Simulator');
  await expect(row).toContainText(/sent, .* received/);
  await expectNoAxeViolations(page, '/user/sessions with history');

  await row.getByRole('link', { name: simulatorId }).click();
  await expect(page).toHaveURL(new RegExp(`/user/sessions/${simulatorId}$`));
  const timeline = page.getByRole('list', { name: 'Timeline' });
  await expect(timeline.getByRole('listitem')).toHaveText([/^Connected/, /^Paired/, /^Ended/]);
  await expect(page.getByText(`${key.slice(0, 12)}…`)).toBeVisible();
  await expect(page.locator('body')).not.toContainText(key);
  await expectNoAxeViolations(page, '/user/sessions/:id');
});

test('a client started while blocked shows as a refusal with its fix, folded with its repeats', async ({
  page,
  remoterl,
}) => {
  await signUpNewAccount(page, newGoogleAccount('refused'));
  const key = await revealedApiKey(page);
  await page.goto('/user/sessions');
  await setBlockNewSessions(page, true);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const refused = remoterl.start('simulate', key);
    expect(await refused.exitStatus()).toBe(1);
    expect(refused.output()).toContain('AUTH-005');
  }
  const feed = page.getByRole('list', { name: 'Refused connections' });
  const item = feed.getByRole('listitem');
  await expect(item).toHaveCount(1, { timeout: LIVE_TIMEOUT });
  await expect(item).toContainText('AUTH-005 × 2');
  await expect(item).toContainText('Turn off Block new sessions');
  await expect(item).toContainText(`Key ${key.slice(0, 12)}…`);
});

test('reloading the dashboard five times adds no "Signed in"', async ({ page }) => {
  await signUpNewAccount(page, newGoogleAccount('reloads'));
  await page.goto('/user/dashboard');
  for (let reload = 0; reload < 5; reload += 1) {
    await page.reload();
    await expect(page.getByRole('button', { name: 'Show API key' })).toBeVisible({ timeout: 30_000 });
  }
  await page.goto('/user/setting');
  const card = page.getByRole('region', { name: 'Recent activity' });
  await expect(card).not.toHaveAttribute('aria-busy', 'true', { timeout: 30_000 });
  await expect(card.getByRole('listitem').filter({ hasText: 'Signed in' })).toHaveCount(1);
  await expect(card.getByRole('listitem').filter({ hasText: 'API key created' })).toHaveCount(1);
});
