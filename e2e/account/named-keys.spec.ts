import { newGoogleAccount, revealedApiKey, signUpNewAccount } from '../support/auth-helpers';
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
