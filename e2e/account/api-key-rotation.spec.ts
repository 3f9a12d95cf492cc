import { expect, test } from '../support/test';
import { newGoogleAccount, revealedApiKey, signUpNewAccount, toastWith } from '../support/auth-helpers';
import { keyCheckStatus } from '../support/usage';
import { API_KEY_PATTERN } from '../../packages/product/src/index.ts';

test.describe.configure({ timeout: 90_000 });

test('Regenerate key: confirmed once by a double click, the old key is refused and the new one accepted', async ({
  page,
  request,
}) => {
  await signUpNewAccount(page, newGoogleAccount('rotate'));
  const oldKey = await revealedApiKey(page);
  expect(await keyCheckStatus(request, oldKey)).toBe(200);

  const rotations: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/gateway/api-key/rotate')) rotations.push(sent.postData() ?? '');
  });

  // Cancelling changes nothing.
  await page.getByRole('button', { name: 'Regenerate key' }).click();
  const dialog = page.getByRole('dialog', { name: 'Regenerate your API key?' });
  await expect(dialog).toContainText('Your current key stops working at once.');
  await dialog.getByRole('button', { name: 'Cancel' }).first().click();
  await expect(dialog).toBeHidden();
  expect(rotations).toEqual([]);

  await page.getByRole('button', { name: 'Regenerate key' }).click();
  await dialog.getByRole('button', { name: 'Regenerate key' }).dblclick();
  await expect(toastWith(page, 'A new API key was created.')).toBeVisible();
  await expect(dialog).toBeHidden();
  expect(rotations).toHaveLength(1);
  expect(JSON.parse(rotations[0] ?? '{}')).toEqual({ currentKey: oldKey });

  // The field (still revealed) and the quick start show the new key.
  const field = page.getByLabel('Your API key');
  await expect(field).not.toHaveValue(oldKey);
  const newKey = await field.inputValue();
  expect(newKey).toMatch(API_KEY_PATTERN);
  await expect(page.getByRole('region', { name: /Quick Start/ })).toContainText(newKey);

  expect(await keyCheckStatus(request, oldKey)).toBe(401);
  expect(await keyCheckStatus(request, newKey)).toBe(200);

  // A reload signs in again with the backend, which answers the new key.
  await page.reload();
  await expect(page.getByLabel('Your API key')).toBeVisible();
  await page.getByRole('button', { name: 'Show API key' }).click();
  await expect(page.getByLabel('Your API key')).toHaveValue(newKey);
});
