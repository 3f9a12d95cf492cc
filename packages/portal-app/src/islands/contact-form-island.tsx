import { LocaleProvider } from '@ccnets/design-system';
import { ContactForm, type ContactFormProps } from '@ccnets/design-system/forms';
import type { Language } from '../i18n/languages';
import { ContactSendError, type ContactSendFailure } from '../contact/contact-message';

/** Everything the contact form shows, as plain data (the HTML serializes it): hrefs already localized. */
export interface ContactFormIslandProps {
  language: Language;
  labels: NonNullable<ContactFormProps['labels']>;
  messages: NonNullable<ContactFormProps['messages']>;
  policyHrefs: ContactFormProps['policyHrefs'];
  /** The inline message for each reason a send fails (contact/contact-message.ts). */
  failures: Record<ContactSendFailure, string>;
}

async function send(values: Parameters<ContactFormProps['onSubmit']>[0]): Promise<void> {
  // The mail client and the configuration it reads load with the first send, not with the form.
  const { sendContactMessage } = await import('../contact/send-contact-message');
  try {
    await sendContactMessage(values);
  } catch (error) {
    console.error('The contact message was not sent.', error);
    throw error;
  }
}

/**
 * The contact e-mail form as an island: validated once a field is touched, sent through the
 * mail provider, with the "Email Sent" dialog on success and the translated inline error, which
 * keeps what was typed, on failure ("try again shortly" for HTTP 429: docs/decisions.md,
 * "Fixes to the product description"). Its policy links are plain links to prerendered pages.
 */
export function ContactFormIsland({
  language,
  labels,
  messages,
  policyHrefs,
  failures,
}: ContactFormIslandProps) {
  return (
    <LocaleProvider locale={language}>
      <ContactForm
        onSubmit={send}
        policyHrefs={policyHrefs}
        errorMessage={(error) => failures[error instanceof ContactSendError ? error.reason : 'failed']}
        labels={labels}
        messages={messages}
      />
    </LocaleProvider>
  );
}
