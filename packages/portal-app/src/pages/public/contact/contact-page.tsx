import { Hero } from '@ccnets/design-system';
import { useTranslation } from 'react-i18next';
import { ContactFormSection } from '../../../contact/contact-form-section';
import { ReplyPromiseSection } from './reply-promise-section';

/** Contact (/contact): hero, the dark band with the e-mail form, and the company's reply promise. */
export default function ContactPage() {
  const { t } = useTranslation();
  return (
    <>
      <Hero
        tagline={t('public.contact.hero.eyebrow')}
        headline={t('public.contact.hero.title')}
        description={t('public.contact.hero.description')}
      />
      <ContactFormSection />
      <ReplyPromiseSection />
    </>
  );
}
