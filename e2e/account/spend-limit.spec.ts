import { newGoogleAccount, revealedApiKey, signUpNewAccount, toastWith } from '../support/auth-helpers';
import { buyCredits } from '../support/billing';
import { readOutbox } from '../support/outbox';
import { expect, test } from '../support/remoterl-clients';
import { appendUsage, signedInUid, utcToday } from '../support/usage';

// Real popup sign-ins, a PayPal round trip and a client process take a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

/**
 * A monthly spend limit set on the Setting page stops a running trainer the way exhausted credit
 * does, the client names the limit, the alert e-mail is in the outbox, and raising the limit
 * resumes the trainer (docs/decisions.md, "Spend limits" and "Alerts").
 */
test('a spend limit pauses a running trainer, e-mails the alert, and a raised limit resumes it', async ({
  page,
  request,
  remoterl,
}) => {
  const google = newGoogleAccount('spend-limit');
  await signUpNewAccount(page, google);
  const uid = await signedInUid(page);
  await page.goto('/user/dashboard');
  const key = await revealedApiKey(page);
  await buyCredits(page, 20);

  await page.goto('/user/setting');
  const limit = page.getByRole('textbox', { name: 'Limit per month (USD)' });
  const card = page.getByRole('region', { name: 'Monthly spend limit' });
  await expect(card).toContainText('No limit: usage stops only when your credit runs out.');
  // A bad value is refused in words and stays as typed; nothing is saved.
  await limit.fill('0');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Enter a whole number of dollars from 1 to 10,000')).toBeVisible();
  await expect(limit).toHaveValue('0');
  await limit.fill('5');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(toastWith(page, 'Spend limit saved.')).toBeVisible();
  await expect(card).toContainText('Usage stops once it has cost $5.00 this month.');

  const trainer = remoterl.start('train', key);
  await trainer.connected();
  // 50 trainer hours are 5 GB: $5 at $1 per GB, charged like the trainer's own time.
  await appendUsage(request, uid, [{ date: utcToday(), role: 'trainer', milliHours: 50_000 }]);
  await trainer.line(/^Paused \(AUTH-004\): monthly spend limit of \$5 reached/m);

  await expect
    .poll(async () =>
      (await readOutbox(request))
        .filter((mail) => mail.template_params.to_email === google.email)
        .map((mail) => mail.template_params.subject),
    )
    .toContain('RemoteRL: your monthly spend limit is reached');

  await page.reload();
  await limit.fill('50');
  await card.getByRole('button', { name: 'Save' }).click();
  await trainer.line(/^Resumed: data available again$/m);
});

test('alert preferences save at once and keep the chosen language after a reload', async ({ page }) => {
  await signUpNewAccount(page, newGoogleAccount('alert-prefs'));
  await page.goto('/user/setting');
  const card = page.getByRole('region', { name: 'E-mail alerts' });
  const lowCredit = card.getByRole('switch', { name: 'Low credit' });
  // Enabled once the settings have loaded; by keyboard, as a switch is used.
  await expect(lowCredit).toBeEnabled();
  await expect(lowCredit).toBeChecked();
  await lowCredit.focus();
  await page.keyboard.press('Space');
  await expect(toastWith(page, 'Alert preferences saved.')).toBeVisible();
  await card.getByRole('combobox', { name: 'Alert language' }).selectOption('ko');
  await page.reload();
  await expect(lowCredit).not.toBeChecked();
  await expect(card.getByRole('combobox', { name: 'Alert language' })).toHaveValue('ko');
});
