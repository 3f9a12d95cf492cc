import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { newGoogleAccount, signUpNewAccount } from '../support/auth-helpers';
import { expectNoAxeViolations } from '../support/axe';
import { text } from '../support/locale-texts';
import { addDays, appendUsage, kilobytesByDay, monthOfUsage, signedInUid, utcToday } from '../support/usage';

// Real popup sign-ins and axe runs take a while on a busy machine.
test.describe.configure({ timeout: 90_000 });

/**
 * A page load signs in again and asks the backend for the key and the usage; on a machine
 * shared by several browsers that can take longer than the default 10 s.
 */
const LOAD_TIMEOUT = 30_000;
/** The chart's days: the options of its listbox, one per day, each reading out its figures. */
const chartDays = (page: Page) =>
  page.getByRole('listbox', { name: text('en', 'userArea.usage.daily.chart') }).getByRole('option');
/** Both usage cards have left their loading state (sign-in, key refresh and the usage call). */
const usageLoaded = (page: Page) =>
  expect(page.locator('main [aria-busy="true"]')).toHaveCount(0, { timeout: LOAD_TIMEOUT });

test('a new account sees the empty state; the Usage card leads to /user/usage', async ({ page }) => {
  await signUpNewAccount(page, newGoogleAccount('usage-empty'));
  await page.getByRole('region', { name: 'Usage' }).getByRole('link', { name: /View/ }).click();
  await expect(page).toHaveURL(/\/user\/usage$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Usage');
  await expect(page.getByText('No usage yet')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  await expect(page.getByRole('meter', { name: 'BASIC data used' })).toHaveAttribute(
    'aria-valuetext',
    '0 GB of 1 GB',
  );
});

test('usage renders what the service recorded, and the CSV holds the same figures', async ({
  page,
  request,
}) => {
  await signUpNewAccount(page, newGoogleAccount('usage-recorded'));
  const uid = await signedInUid(page);
  const records = monthOfUsage();
  await appendUsage(request, uid, records);

  await page.goto('/user/usage');
  await usageLoaded(page);
  // The summary counts this calendar month (UTC) against the Free plan's 1 GB.
  const monthStart = `${utcToday().slice(0, 7)}-01`;
  const byDay = kilobytesByDay(records);
  let monthKilobytes = 0;
  for (const [date, roles] of byDay) {
    if (date >= monthStart) monthKilobytes += roles.simulator.kilobytes + roles.trainer.kilobytes;
  }
  const meter = page.getByRole('meter', { name: 'BASIC data used' });
  await expect(meter).toHaveAttribute(
    'aria-valuetext',
    `${Number((monthKilobytes / 1e6).toFixed(3))} GB of 1 GB`,
  );

  // A bar per day; the table has the same figures, sortable.
  await expect(chartDays(page)).toHaveCount(30);
  await expect(page.locator('[data-slot="usage-daily-chart"] svg rect').first()).toBeVisible();
  await page.getByText('Show as a table').click();
  const table = page.getByRole('table', { name: 'Data per day, by role' });
  await expect(table.getByRole('row')).toHaveCount(31);
  const [busiestDate, busiest] = [...byDay].sort(
    ([, a], [, b]) => b.trainer.kilobytes - a.trainer.kilobytes,
  )[0] ?? ['', undefined];
  await table.getByRole('button', { name: /Trainer/ }).click();
  await expect(table.getByRole('columnheader', { name: /Trainer/ })).toHaveAttribute(
    'aria-sort',
    'descending',
  );
  const firstRow = table.getByRole('row').nth(1);
  await expect(firstRow).toContainText(`${Number(((busiest?.trainer.kilobytes ?? 0) / 1e6).toFixed(3))} GB`);

  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((mode) => localStorage.setItem('theme-mode', mode), theme);
    await page.reload();
    await usageLoaded(page);
    await expect(chartDays(page)).toHaveCount(30);
    await expectNoAxeViolations(page, `/user/usage (${theme})`);
  }

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  const today = utcToday();
  const first = addDays(today, -29);
  expect(download.suggestedFilename()).toBe(`remoterl-usage-${first}-to-${today}.csv`);
  const csv = readFileSync((await download.path()) as string, 'utf8');
  const expected = ['date,simulator_hours,simulator_gb,trainer_hours,trainer_gb,total_gb'];
  for (let index = 0; index < 30; index += 1) {
    const date = addDays(first, index);
    const day = byDay.get(date);
    const sim = day?.simulator ?? { milliHours: 0, kilobytes: 0 };
    const trainer = day?.trainer ?? { milliHours: 0, kilobytes: 0 };
    expected.push(
      [
        date,
        sim.milliHours / 1000,
        sim.kilobytes / 1e6,
        trainer.milliHours / 1000,
        trainer.kilobytes / 1e6,
        (sim.kilobytes + trainer.kilobytes) / 1e6,
      ].join(','),
    );
  }
  expect(csv).toBe(`${expected.join('\r\n')}\r\n`);
  expect(busiestDate).not.toBe('');
});
