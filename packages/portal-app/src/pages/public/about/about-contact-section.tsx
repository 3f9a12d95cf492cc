import { Button, PageSection } from '@ccnets/design-system';
import { ExternalLink, Mail } from '@ccnets/design-system/icons';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../config/brand';

/** The about page's contact: an e-mail link and the company's LinkedIn page. */
export function AboutContactSection() {
  const { t } = useTranslation();
  return (
    <PageSection
      tone="alternate"
      align="center"
      eyebrow={t('public.about.contact.eyebrow')}
      title={t('public.about.contact.title')}
      description={t('public.about.contact.description')}
    >
      <div className="flex flex-wrap justify-center gap-3">
        <Button href={`mailto:${brand.contactEmail}`} startIcon={<Mail aria-hidden="true" />}>
          {t('public.about.contact.emailLabel')}
        </Button>
        <Button asChild variant="outlined">
          <a href={brand.linkedInUrl} target="_blank" rel="noopener noreferrer">
            {t('public.about.contact.linkedInLabel')}
            <ExternalLink aria-hidden="true" />
            <span className="sr-only"> {t('common.newTab')}</span>
          </a>
        </Button>
      </div>
    </PageSection>
  );
}
