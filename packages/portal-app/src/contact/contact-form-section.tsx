import { Container, pageSectionVariants, SectionHeading } from '@ccnets/design-system';
import { ContactForm } from '@ccnets/design-system/forms';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../config/brand';
import { renderRouterLink } from '../layouts/render-router-link';
import { paths } from '../config/paths';
import { ContactSendError } from './contact-message';
import { sendContactMessage } from './send-contact-message';

/**
 * The dark band with the contact e-mail form. The form sits on a card with the page's own
 * colours: only the heading column takes the band's re-pointed (light-on-navy) tokens, which
 * would otherwise turn the form's labels and errors light on the light card. Sending goes through EmailJS (the dev backend
 * in development); a failure becomes an inline, translated message and the form keeps what
 * was typed, with "try again shortly" for HTTP 429 (docs/decisions.md#fixes-to-the-product-description).
 */
export function ContactFormSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const key = (name: string) => t(`public.contact.form.${name}`);

  const failureText = (error: unknown) => {
    const reason = error instanceof ContactSendError ? error.reason : 'failed';
    if (reason === 'rate-limited') return key('errors.rateLimited');
    if (reason === 'offline') return key('errors.offline');
    return t('public.contact.form.errors.failed', { email: brand.contactEmail });
  };

  return (
    <section aria-labelledby={titleId} className="bg-ds-secondary py-16 md:py-24">
      <Container className="grid items-start gap-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-16">
        <div className={pageSectionVariants({ tone: 'brand', spacing: 'none' })}>
          <SectionHeading
            eyebrow={key('eyebrow')}
            title={key('title')}
            description={key('description')}
            titleId={titleId}
          />
        </div>
        <div className="rounded-xl border border-ds-border bg-ds-background p-6 text-ds-foreground shadow-ds-elevated md:p-8">
          <ContactForm
            onSubmit={async (values) => {
              try {
                await sendContactMessage(values);
              } catch (error) {
                console.error('The contact message was not sent.', error);
                throw error;
              }
            }}
            policyHrefs={{
              privacy: paths.terms,
              data: paths.dataPolicy,
              cookie: paths.cookiePolicy,
            }}
            renderLink={renderRouterLink}
            errorMessage={failureText}
            labels={{
              fullName: key('fullNameLabel'),
              fullNamePlaceholder: key('fullNamePlaceholder'),
              email: key('emailLabel'),
              emailPlaceholder: key('emailPlaceholder'),
              message: key('messageLabel'),
              messagePlaceholder: key('messagePlaceholder'),
              submit: key('submit'),
              sending: key('sending'),
              consent: key('consent'),
              privacyPolicy: key('privacyPolicy'),
              dataPolicy: key('dataPolicy'),
              cookiePolicy: key('cookiePolicy'),
              successTitle: key('success.title'),
              successMessage: key('success.description'),
              successClose: key('success.close'),
              failureTitle: key('failureTitle'),
              failureFallback: t('public.contact.form.errors.failed', { email: brand.contactEmail }),
            }}
            messages={{
              fullNameRequired: key('validation.fullNameRequired'),
              fullNameInvalid: key('validation.fullNameInvalid'),
              emailRequired: key('validation.emailRequired'),
              emailInvalid: key('validation.emailInvalid'),
              messageRequired: key('validation.messageRequired'),
            }}
          />
        </div>
      </Container>
    </section>
  );
}
