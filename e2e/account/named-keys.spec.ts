import { newGoogleAccount, revealedApiKey, signUpNewAccount, toastWith } from '../support/auth-helpers';
import { expect, test } from '../support/remoterl-clients';

// Real popup sign-ins and two client processes take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

/**
 * Named keys (docs/decisions.md, "Named API keys"): a second key made on the Setting page is
 * shown once, works with the reference client, and revoking it ends only its sessions (AUTH-003)
 * while a trainer on the primary key runs on.
 */
test('revoking a second key ends only its sessions; the primary key’s trainer runs on', async ({
  page,
  remoterl,
}) => {
  await signUpNewAccount(page, newGoogleAccount('named-keys'));
  await page.goto('/user/dashboard');
  const primaryKey = await revealedApiKey(page);

  await page.goto('/user/setting');
  const card = page.getByRole('region', { name: 'API keys' });
  await expect(card.getByRole('list', { name: 'Your API keys' }).getByRole('listitem')).toHaveCount(1);
  // An empty name is refused in words, and no key is made.
  await card.getByRole('button', { name: 'Create key' }).click();
  await expect(card.getByText('Enter a name of 1 to 40 characters.')).toBeVisible();
  await card.getByRole('textbox', { name: 'New key name' }).fill('cluster');
  await card.getByRole('button', { name: 'Create key' }).click();
  const shown = card.getByLabel('Your new key "cluster"');
  await expect(shown).toHaveValue(/^api_[0-9a-f-]{36}$/);
  const clusterKey = await shown.inputValue();
  await expect(card.getByRole('list', { name: 'Your API keys' }).getByRole('listitem')).toHaveCount(2);
  await expect(card).toContainText('2 of 10 keys');

  const onCluster = remoterl.start('train', clusterKey);
  const onPrimary = remoterl.start('train', primaryKey);
  await onCluster.connected();
  await onPrimary.connected();

  await card.getByRole('button', { name: 'Revoke cluster' }).click();
  const dialog = page.getByRole('dialog', { name: 'Revoke "cluster"?' });
  await dialog.getByRole('button', { name: 'Revoke key' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('list', { name: 'Your API keys' }).getByRole('listitem')).toHaveCount(1);

  await onCluster.line(/^AUTH-003: /m);
  expect(await onCluster.exitStatus()).toBe(1);
  // The primary key's trainer is still connected: the sessions page shows it alone.
  await page.goto('/user/sessions');
  await expect(
    page.getByRole('row').filter({ hasText: (await onPrimary.connected()).sessionId }),
  ).toBeVisible();
  expect(onPrimary.output()).not.toMatch(/AUTH-003/);
});

/**
 * A key's own spend limit (docs/decisions.md, "Spend limits") is edited in its row of the key
 * list: a value outside the product's range is refused in words and changes nothing; a valid one
 * is shown on the row in the user's money format, and emptying it removes it.
 */
test('a key’s own spend limit is set in the key list, and a bad one is refused in words', async ({
  page,
}) => {
  await signUpNewAccount(page, newGoogleAccount('key-limit'));
  await page.goto('/user/setting');
  const card = page.getByRole('region', { name: 'API keys' });
  await card.getByRole('textbox', { name: 'New key name' }).fill('ci');
  await card.getByRole('button', { name: 'Create key' }).click();
  const row = card
    .getByRole('list', { name: 'Your API keys' })
    .getByRole('listitem')
    .filter({ has: page.getByText('ci', { exact: true }) });
  await expect(row).toContainText('no limit of its own · $0.00 spent this month');

  await row.getByRole('button', { name: 'Set limit for ci' }).click();
  const field = row.getByRole('textbox', { name: 'Monthly limit for ci (USD)' });
  await field.fill('10001');
  await row.getByRole('button', { name: 'Save limit' }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(row.getByText('Enter a whole number of dollars from 1 to 10,000')).toBeVisible();
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'API keys' })
      .getByRole('listitem')
      .filter({ has: page.getByText('ci', { exact: true }) }),
  ).toContainText('no limit of its own');

  const reloaded = page
    .getByRole('region', { name: 'API keys' })
    .getByRole('listitem')
    .filter({ has: page.getByText('ci', { exact: true }) });
  await reloaded.getByRole('button', { name: 'Set limit for ci' }).click();
  await reloaded.getByRole('textbox', { name: 'Monthly limit for ci (USD)' }).fill('5');
  await reloaded.getByRole('button', { name: 'Save limit' }).click();
  await expect(toastWith(page, 'The limit for ci is saved.')).toBeVisible();
  await expect(reloaded).toContainText('limit $5.00 a month · $0.00 spent this month');
  // The primary key has no limit of its own: the account's applies to it.
  await expect(
    page
      .getByRole('region', { name: 'API keys' })
      .getByRole('listitem')
      .filter({ has: page.getByText('Primary key', { exact: true }) }),
  ).toContainText('no limit of its own');
});
