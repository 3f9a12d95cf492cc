/** Every visible string of the contact form; replace any of them to translate. */
export interface ContactFormLabels {
  fullName: string;
  fullNamePlaceholder: string;
  email: string;
  emailPlaceholder: string;
  message: string;
  messagePlaceholder: string;
  submit: string;
  /** Accessible text of the submit button while the message is being sent. */
  sending: string;
  /** The consent sentence; `{privacy}`, `{data}` and `{cookie}` become the three policy links. */
  consent: string;
  privacyPolicy: string;
  dataPolicy: string;
  cookiePolicy: string;
  successTitle: string;
  successMessage: string;
  successClose: string;
  /** Heading of the inline error shown when sending fails. */
  failureTitle: string;
  /** Used when the failure carries no text of its own and no `errorMessage` is given. */
  failureFallback: string;
}

// Cites docs/product.md#forms.
/** The English wording: placeholders, success dialog and the rest. */
export const defaultContactFormLabels: ContactFormLabels = {
  fullName: 'Full name',
  fullNamePlaceholder: 'Your full name',
  email: 'E-mail',
  emailPlaceholder: 'Your e-mail address',
  message: 'Message',
  messagePlaceholder: 'Your question about our services',
  submit: 'Submit',
  sending: 'Sending…',
  consent: 'By clicking submit, you agree to our {privacy}, {data} and {cookie}.',
  privacyPolicy: 'Privacy Policy',
  dataPolicy: 'Data Policy',
  cookiePolicy: 'Cookie Policy',
  successTitle: 'Email Sent',
  successMessage: 'Your email has been sent successfully!',
  successClose: 'Close',
  failureTitle: 'Your message was not sent',
  failureFallback: 'Something went wrong while sending your message. Please try again.',
};

/** Where the consent sentence's links lead; the app owns its routes. */
export interface ContactPolicyHrefs {
  privacy: string;
  data: string;
  cookie: string;
}
