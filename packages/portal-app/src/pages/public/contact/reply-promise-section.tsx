import { PageSection, SectionHeading } from '@ccnets/design-system';
import { useTranslation } from 'react-i18next';
import envelopeUrl from '../../../content/illustrations/envelope.svg';
import { ContactDetails } from '../../../contact/contact-details';
import { RichText } from '../../../i18n/rich-text';

/** The company variant of the contact content: title, description, illustration, reply within 1-2 business days. */
export function ReplyPromiseSection() {
  const { t } = useTranslation();
  return (
    <PageSection>
      <div className="grid items-center gap-10 lg:grid-cols-2 lg:gap-16">
        <div className="flex flex-col gap-4">
          <SectionHeading
            align="start"
            eyebrow={t('public.contact.company.eyebrow')}
            title={<RichText i18nKey="public.contact.company.title" />}
            description={<RichText i18nKey="public.contact.company.description" />}
          />
          <ContactDetails className="mt-2" />
        </div>
        {/* Sized up front (400 x 300) so the layout does not shift when it arrives. */}
        <img
          src={envelopeUrl}
          alt={t('public.contact.company.illustrationAlt')}
          width={400}
          height={300}
          loading="lazy"
          decoding="async"
          className="mx-auto h-auto w-full max-w-sm"
        />
      </div>
    </PageSection>
  );
}
