import { Button, ContactBlock } from '@ccnets/design-system';
import { useTranslation } from 'react-i18next';
import { LocalizedLink as Link } from '../../../routes/localized-link';
import { useContactDetails } from '../../../contact/contact-details';
import { paths } from '../../../config/paths';

/** The home page's closing contact block: paragraph, e-mail, the Busan address and LinkedIn. */
export function HomeContactSection() {
  const { t } = useTranslation();
  return (
    <ContactBlock
      // The demo above already sits on the dark band; two in a row would read as one.
      tone="alternate"
      eyebrow={t('public.home.contact.eyebrow')}
      title={t('public.home.contact.title')}
      description={t('public.home.contact.description')}
      actions={
        <Button asChild>
          <Link to={paths.contact}>{t('public.home.contact.action')}</Link>
        </Button>
      }
      {...useContactDetails()}
    />
  );
}
