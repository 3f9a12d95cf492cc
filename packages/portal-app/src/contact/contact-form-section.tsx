import { Container, pageSectionVariants, SectionHeading } from '@ccnets/design-system';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { brand } from '../config/brand';
import { paths } from '../config/paths';
import { Island } from '../islands/island';
import type { ContactFormIslandProps } from '../islands/contact-form-island';
import { useLocalizedPath, usePageLanguage } from '../routes/localized-link';

/**
 * The dark band with the contact e-mail form. The form sits on a card with the page's own
 * colours: only the heading column takes the band's re-pointed (light-on-navy) tokens, which
 * would otherwise turn the form's labels and errors light on the light card. The form is an
 * island (islands/contact-form-island.tsx, docs/decisions.md, "Public pages hydrate only their
 * islands"): its texts are written here, in the page's language, and handed to it as props.
 * Sending goes through EmailJS (the dev backend in development); a failure becomes an inline,
 * translated message and the form keeps what was typed, with "try again shortly" for HTTP 429
 * (docs/decisions.md#fixes-to-the-product-description).
 */
export function ContactFormSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const language = usePageLanguage();
  const localize = useLocalizedPath();
  const key = (name: string) => t(`public.contact.form.${name}`);
  const failed = t('public.contact.form.errors.failed', { email: brand.contactEmail });

  const form: ContactFormIslandProps = {
    language,
    policyHrefs: {
      privacy: localize(paths.terms),
      data: localize(paths.dataPolicy),
      cookie: localize(paths.cookiePolicy),
    },
    failures: { 'rate-limited': key('errors.rateLimited'), offline: key('errors.offline'), failed },
    labels: {
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
      failureFallback: failed,
    },
    messages: {
      fullNameRequired: key('validation.fullNameRequired'),
      fullNameInvalid: key('validation.fullNameInvalid'),
      emailRequired: key('validation.emailRequired'),
      emailInvalid: key('validation.emailInvalid'),
      messageRequired: key('validation.messageRequired'),
    },
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
          <Island name="contact-form" props={form} />
        </div>
      </Container>
    </section>
  );
}
