import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test';
import { holdKeyRefresh, newGoogleAccount, signUpNewAccount } from '../support/auth-helpers';
import { text } from '../support/locale-texts';

test.describe.configure({ timeout: 90_000 });

/** Where each of `cards` sits on the page. */
async function boxesOf(cards: Locator) {
  await expect(cards.first()).toBeVisible();
  return cards.evaluateAll((elements) =>
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { x: box.x, y: box.y + window.scrollY, width: box.width, height: box.height };
    }),
  );
}

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 375, height: 740 },
]) {
  test(`at ${viewport.width} px the billing page's skeleton has the page's cards where the page puts them`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signUpNewAccount(page, newGoogleAccount('billing-skeleton'));
    await page.goto('/user/billing');
    // A new account is on BASIC (docs/decisions.md, "Plan names").
    await expect(page.getByText(text('en', 'account.billing.plans.basic'), { exact: true })).toBeVisible();
    await expect(
      page.getByText(text('en', 'account.billing.invoices.empty')).filter({ visible: true }),
    ).toBeVisible();
    const pageCards = await boxesOf(page.locator('main [data-slot="dashboard-card"]'));

    const release = await holdKeyRefresh(page);
    await page.reload({ waitUntil: 'commit' });
    const skeleton = page.getByTestId('session-loading');
    const skeletonCards = await boxesOf(skeleton.locator('[data-slot="skeleton-card"]'));
    release();
    await expect(skeleton).toHaveCount(0);

    // The same cards, in the same columns and the same order down the page.
    expect(skeletonCards).toHaveLength(pageCards.length);
    skeletonCards.forEach((card, index) => {
      const real = pageCards[index]!;
      expect(card.x).toBeCloseTo(real.x, 0);
      expect(card.width).toBeCloseTo(real.width, 0);
      expect(Math.abs(card.y - real.y), `card ${index + 1}'s top`).toBeLessThanOrEqual(12);
    });
  });
}
