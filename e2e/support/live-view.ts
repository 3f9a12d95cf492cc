import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The live view as a user reads it: /user/sessions' rows (found by the session id the client
 * printed) and the dashboard's "Online now" counts.
 */

/** A live view follows the gateway's stream; on a machine shared by several browsers allow it time. */
export const LIVE_TIMEOUT = 20_000;

/** The sessions table's row of one session (its row header is the id). */
export function sessionRow(page: Page, sessionId: string): Locator {
  // The live rows only: the page's history lists ended sessions by the same id.
  return page
    .locator('[data-slot="sessions-rows"]')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: sessionId }) });
}

/** A row's figure under a column, read as the page shows it ("1,204", "7.7 kB"). */
export async function figureOf(page: Page, row: Locator, column: string): Promise<string> {
  const headers = await page.getByRole('columnheader').allInnerTexts();
  const index = headers.findIndex((header) => header.trim() === column);
  expect(index, `a "${column}" column`).toBeGreaterThanOrEqual(0);
  return (await row.locator('th, td').nth(index).innerText()).trim();
}

/** A row's steps as a number. */
export async function stepsOf(page: Page, row: Locator): Promise<number> {
  return Number((await figureOf(page, row, 'Steps')).replace(/\D/g, ''));
}

/** Waits until the dashboard's "Online now" card shows these counts. */
export async function expectOnlineNow(page: Page, counts: { simulators: number; trainers: number }) {
  await expect(page.getByRole('region', { name: 'Online now' }).getByRole('definition')).toHaveText(
    [String(counts.simulators), String(counts.trainers)],
    { timeout: LIVE_TIMEOUT },
  );
}

/** Turns "Block new sessions" on or off; resolves once the server has kept it (no longer busy). */
export async function setBlockNewSessions(page: Page, blocked: boolean): Promise<void> {
  const toggle = page.getByRole('switch', { name: 'Block new sessions' });
  await toggle.setChecked(blocked);
  await expect(toggle).not.toHaveAttribute('aria-busy');
  await expect(toggle).toBeChecked({ checked: blocked });
}
