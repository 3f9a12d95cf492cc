import { ContactDetails as ContactDetailsList } from '@ccnets/design-system';
import { useTranslation } from 'react-i18next';
import { brand, postalAddressLines } from '../config/brand';

/** The company's e-mail, Busan address and LinkedIn page, labelled in the active language. */
export function useContactDetails() {
  const { t, i18n } = useTranslation();
  return {
    email: { label: t('public.contact.details.emailLabel'), address: brand.contactEmail },
    address: {
      label: t('public.contact.details.addressLabel'),
      lines: [...postalAddressLines(i18n.resolvedLanguage ?? 'en')],
    },
    linkedIn: {
      label: t('public.contact.details.linkedInLabel'),
      href: brand.linkedInUrl,
      text: t('public.contact.details.linkedInText'),
    },
  };
}

/** The contact details as a list (inside `<address>`), e.g. beside the contact page's reply promise. */
export function ContactDetails({ className }: { className?: string }) {
  return <ContactDetailsList {...useContactDetails()} className={className} />;
}
