import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { API_KEY_PATTERN, premiumCostCents } from '../../packages/product/src/index.ts';
import { newGoogleAccount, revealedApiKey, signUpNewAccount, toastWith } from '../support/auth-helpers';
import { expectNoAxeViolations } from '../support/axe';
import { billingBalance, buyCredits } from '../support/billing';
import {
  expectOnlineNow,
  LIVE_TIMEOUT,
  sessionRow,
  setBlockNewSessions,
  stepsOf,
} from '../support/live-view';
import { expect, test } from '../support/remoterl-clients';
import { openTab } from '../support/test';

// Issue 23's live view against real clients: the reference client (`pnpm remoterl`) runs as
// child processes with the key a user copies from the dashboard. The e2e backend meters with a
// fast clock (SESSION_CLOCK_RATE in playwright.config.ts), so a run of seconds costs cents.
// Two sign-ups, a purchase and several processes per test take a while on a busy machine.
test.describe.configure({ timeout: 180_000 });

const PURCHASE_DOLLARS = 10;

/** Copies the key with the dashboard's copy button and reads it from the clipboard, as a user pastes it. */
async function copyApiKeyFromDashboard(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Copy API key' }).click();
  await expect(toastWith(page, 'Copied to clipboard!')).toBeVisible();
  const key = await page.evaluate(() => navigator.clipboard.readText());
  expect(key).toMatch(API_KEY_PATTERN);
  return key;
}

/** The data the usage page's CSV holds, per role and in all, in whole kilobytes. */
async function downloadedUsage(page: Page) {
  await page.goto('/user/usage');
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: LIVE_TIMEOUT });
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const csv = readFileSync((await (await downloading).path()) as string, 'utf8');
  const [header, ...days] = csv.trim().split('\r\n');
  expect(header).toBe('date,simulator_hours,simulator_gb,trainer_hours,trainer_gb,total_gb');
  const kilobytes = { simulator: 0, trainer: 0, total: 0 };
  for (const day of days) {
    const [, , simulatorGb, , trainerGb, totalGb] = day.split(',').map(Number);
    kilobytes.simulator += Math.round((simulatorGb ?? 0) * 1e6);
    kilobytes.trainer += Math.round((trainerGb ?? 0) * 1e6);
    kilobytes.total += Math.round((totalGb ?? 0) * 1e6);
  }
  return kilobytes;
}

test('a trainer and a simulator run on the copied key, live on the page, until Disconnect and Regenerate end them; Premium credit pays their time', async ({
  page,
  context,
  remoterl,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signUpNewAccount(page, newGoogleAccount('live'));
  const key = await copyApiKeyFromDashboard(page);
  await buyCredits(page, PURCHASE_DOLLARS);
  await expect(billingBalance(page)).toHaveText('$10.00');

  const dashboard = await openTab(context);
  await dashboard.goto('/user/dashboard');
  await expectOnlineNow(dashboard, { simulators: 0, trainers: 0 });
  await page.goto('/user/sessions');
  await expect(page.getByRole('heading', { name: 'No session online' })).toBeVisible({
    timeout: LIVE_TIMEOUT,
  });

  const trainer = remoterl.start('train', key);
  const trainerId = await trainer.sessionId();
  const trainerRow = sessionRow(page, trainerId);
  await expect(trainerRow).toContainText('Waiting for a simulator', { timeout: LIVE_TIMEOUT });

  const simulator = remoterl.start('simulate', key);
  const simulatorId = await simulator.sessionId();
  await simulator.line(new RegExp(`^Paired \\| trainer=${trainerId}$`, 'm'));
  const simulatorRow = sessionRow(page, simulatorId);
  await expect(simulatorRow).toContainText('Simulator', { timeout: LIVE_TIMEOUT });
  await expect(trainerRow).not.toContainText('Waiting', { timeout: LIVE_TIMEOUT });
  await expectOnlineNow(dashboard, { simulators: 1, trainers: 1 });

  // Counters rise while the pair trains (the trainer prints its episodes meanwhile).
  await trainer.line(new RegExp(`^Episode 1 \\| simulator=${simulatorId} \\| return `, 'm'));
  for (const row of [simulatorRow, trainerRow]) {
    const steps = await stepsOf(page, row);
    await expect.poll(() => stepsOf(page, row), { timeout: LIVE_TIMEOUT }).toBeGreaterThan(steps);
  }

  // Disconnect asks first; the client says why it stopped and exits.
  await simulatorRow.getByRole('button', { name: `Disconnect Simulator ${simulatorId}` }).click();
  const confirm = page.getByRole('dialog', { name: `Disconnect session ${simulatorId} (Simulator)?` });
  await expect(confirm).toContainText('The process is told it was disconnected from the dashboard');
  await confirm.getByRole('button', { name: 'Disconnect' }).click();
  await expect(toastWith(page, `Session ${simulatorId} was disconnected.`)).toBeVisible();
  expect(await simulator.exitStatus()).toBe(1);
  expect(simulator.output()).toContain('DISCONNECTED: Disconnected from the RemoteRL dashboard');
  await expect(simulatorRow).toHaveCount(0);
  await expect(trainerRow).toContainText('Waiting for a simulator', { timeout: LIVE_TIMEOUT });
  await expectOnlineNow(dashboard, { simulators: 0, trainers: 1 });

  // Regenerating the key ends the sessions of the old one.
  await dashboard.getByRole('button', { name: 'Regenerate key' }).click();
  await dashboard
    .getByRole('dialog', { name: 'Regenerate your API key?' })
    .getByRole('button', { name: 'Regenerate key' })
    .click();
  await expect(toastWith(dashboard, 'A new API key was created.')).toBeVisible();
  expect(await trainer.exitStatus()).toBe(1);
  expect(trainer.output()).toContain('AUTH-003: API key expired or disabled (it was regenerated)');
  await expectOnlineNow(dashboard, { simulators: 0, trainers: 0 });
  await expect(page.getByRole('heading', { name: 'No session online' })).toBeVisible({
    timeout: LIVE_TIMEOUT,
  });

  // Both ended, so their time is all recorded: the usage page shows it and the credit paid for it.
  const used = await downloadedUsage(page);
  expect(used.simulator).toBeGreaterThan(0);
  expect(used.trainer).toBeGreaterThan(used.simulator);
  expect(used.total).toBe(used.simulator + used.trainer);
  await expect(page.getByText('No usage yet')).toHaveCount(0);
  const costCents = premiumCostCents(used.total);
  expect(costCents).toBeGreaterThan(0);
  await page.goto('/user/billing');
  await expect(billingBalance(page)).toHaveText(
    `$${((PURCHASE_DOLLARS * 100 - costCents) / 100).toFixed(2)}`,
  );
});

test('a Free account runs two simulators but not a third, and "Block new sessions" refuses new clients while on', async ({
  page,
  context,
  remoterl,
}) => {
  await signUpNewAccount(page, newGoogleAccount('live-free'));
  const key = await revealedApiKey(page);
  const dashboard = await openTab(context);
  await dashboard.goto('/user/dashboard');
  await page.goto('/user/sessions');

  const simulators = [remoterl.start('simulate', key), remoterl.start('simulate', key)];
  const ids = await Promise.all(simulators.map((simulator) => simulator.sessionId()));
  for (const id of ids) {
    await expect(sessionRow(page, id)).toContainText('Waiting for a trainer', { timeout: LIVE_TIMEOUT });
  }
  await expectOnlineNow(dashboard, { simulators: 2, trainers: 0 });
  await expectNoAxeViolations(page, '/user/sessions with sessions online');

  const third = remoterl.start('simulate', key);
  expect(await third.exitStatus()).toBe(1);
  expect(third.output()).toContain(
    'QUO-001: Simulator limit reached: the BASIC plan runs 2 simulators at once',
  );

  // Blocked, and kept on the server: a reload shows it on, and a new client is refused.
  await setBlockNewSessions(page, true);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Block new sessions' })).toBeChecked();
  const refused = remoterl.start('train', key);
  expect(await refused.exitStatus()).toBe(1);
  expect(refused.output()).toContain('AUTH-005: Session denied: new sessions are blocked from the dashboard');
  // The sessions already online went on.
  for (const id of ids) await expect(sessionRow(page, id)).toBeVisible();
  await expectOnlineNow(dashboard, { simulators: 2, trainers: 0 });

  await setBlockNewSessions(page, false);
  const trainer = remoterl.start('train', key);
  const trainerId = await trainer.sessionId();
  await expect(sessionRow(page, trainerId)).toContainText('Trainer', { timeout: LIVE_TIMEOUT });
  for (const id of ids) {
    await expect(sessionRow(page, id)).not.toContainText('Waiting', { timeout: LIVE_TIMEOUT });
  }
  await expectOnlineNow(dashboard, { simulators: 2, trainers: 1 });
});
