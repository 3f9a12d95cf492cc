import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { text } from '../support/locale-texts';
import { switchLanguage } from '../support/preferences';
import { readOutbox } from '../support/outbox';
import { MAIL_SEND_URL } from '../support/urls';

function contactForm(page: Page) {
  const form = page.locator('form[data-slot="contact-form"]');
  return {
    form,
    fullName: form.getByRole('textbox', { name: /^Full name/ }),
    email: form.getByRole('textbox', { name: /^E-mail/ }),
    message: form.getByRole('textbox', { name: /^Message/ }),
    send: form.getByRole('button', { name: text('en', 'public.contact.form.submit') }),
  };
}

const unique = () => `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;

test('each field explains what is wrong once it has been touched', async ({ page }) => {
  await page.goto('/contact');
  const { fullName, email, message, send, form } = contactForm(page);

  await fullName.focus();
  await fullName.blur();
  await expect(form.getByText('Please specify your full name')).toBeVisible();
  await fullName.fill('A');
  await fullName.blur();
  await expect(form.getByText('Please enter a valid full name')).toBeVisible();
  await fullName.fill('x'.repeat(51));
  await expect(form.getByText('Please enter a valid full name')).toBeVisible();
  await fullName.fill('  Ada Lovelace  ');
  await expect(form.getByText('Please enter a valid full name')).toBeHidden();

  await email.focus();
  await email.blur();
  await expect(form.getByText('Email is required')).toBeVisible();
  await email.fill('not-an-address');
  await email.blur();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();

  await message.focus();
  await message.blur();
  await expect(form.getByText('Please specify your message')).toBeVisible();

  // Submitting with errors sends nothing and keeps the messages.
  let sent = false;
  page.on('request', (request) => {
    if (request.url() === MAIL_SEND_URL) sent = true;
  });
  await send.click();
  await expect(form.getByText('Please enter a valid email address')).toBeVisible();
  await expect(form.getByText('Please specify your message')).toBeVisible();
  expect(sent).toBe(false);
});

test('the validation messages are translated', async ({ page }) => {
  await page.goto('/contact');
  await switchLanguage(page, 'ko');
  const form = page.locator('form[data-slot="contact-form"]');
  await form.getByRole('button', { name: text('ko', 'public.contact.form.submit') }).click();
  await expect(form.getByText(text('ko', 'public.contact.form.validation.fullNameRequired'))).toBeVisible();
  await expect(form.getByText(text('ko', 'public.contact.form.validation.emailRequired'))).toBeVisible();
  await expect(form.getByText(text('ko', 'public.contact.form.validation.messageRequired'))).toBeVisible();
});

test('a valid message reaches the mail outbox, the success dialog opens and the form resets', async ({
  page,
  request,
}) => {
  const marker = unique();
  await page.goto('/contact');
  const { fullName, email, message, send } = contactForm(page);
  await fullName.fill('Ada Lovelace');
  await email.fill(`ada.${marker}@example.com`);
  await message.fill(`Can my simulator stay on my laptop? (${marker})`);
  await send.click();

  const dialog = page.getByRole('dialog', { name: 'Email Sent' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Your email has been sent successfully!')).toBeVisible();

  const outbox = await readOutbox(request);
  const delivered = outbox.find((mail) => mail.template_params.message?.includes(marker));
  expect(delivered, 'the message is in the outbox').toBeDefined();
  expect(delivered).toMatchObject({
    service_id: 'dev-service',
    template_id: 'dev-template',
    user_id: 'dev-public-key',
  });
  expect(delivered?.template_params.message).toContain('Ada Lovelace');
  expect(delivered?.template_params.message).toContain(`ada.${marker}@example.com`);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(fullName).toHaveValue('');
  await expect(email).toHaveValue('');
  await expect(message).toHaveValue('');
});

test('a failed send shows the inline error and keeps what was typed', async ({ page }) => {
  await page.route(MAIL_SEND_URL, (route) =>
    route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal Server Error' }),
  );
  await page.goto('/contact');
  const { fullName, email, message, send, form } = contactForm(page);
  await fullName.fill('Ada Lovelace');
  await email.fill('ada@example.com');
  await message.fill('Please keep this text.');
  await send.click();

  const alert = form.getByRole('alert');
  await expect(alert).toContainText(text('en', 'public.contact.form.failureTitle'));
  await expect(alert).toContainText(
    text('en', 'public.contact.form.errors.failed', { email: 'support@ccnets.org' }),
  );
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(fullName).toHaveValue('Ada Lovelace');
  await expect(email).toHaveValue('ada@example.com');
  await expect(message).toHaveValue('Please keep this text.');
});

test('HTTP 429 from the mail service asks to try again shortly', async ({ page }) => {
  // The dev backend's own limit answers exactly like this (see its mail route).
  await page.route(MAIL_SEND_URL, (route) =>
    route.fulfill({ status: 429, contentType: 'text/plain', body: 'Too Many Requests' }),
  );
  await page.goto('/contact');
  const { fullName, email, message, send, form } = contactForm(page);
  await fullName.fill('Ada Lovelace');
  await email.fill('ada@example.com');
  await message.fill('Hello again');
  await send.click();
  await expect(form.getByRole('alert')).toContainText(text('en', 'public.contact.form.errors.rateLimited'));
  await expect(message).toHaveValue('Hello again');
});
