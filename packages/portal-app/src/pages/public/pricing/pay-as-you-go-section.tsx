import { Card, PageSection } from '@ccnets/design-system';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { textList } from '../../../i18n/text-list';

/** What pay-as-you-go includes (spec §9), the optional add-on, and the page's calls to action. */
export function PayAsYouGoSection({ actions }: { actions: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageSection
      eyebrow={t('public.pricing.payg.eyebrow')}
      title={t('public.pricing.payg.title')}
      description={t('public.pricing.payg.description')}
    >
      <Card variant="raised" padding="lg">
        <ul className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
          {textList<string>(t, 'public.pricing.payg.items').map((item) => (
            <li key={item} className="flex items-start gap-3">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
        <p className="border-t border-border pt-4 text-sm text-muted">{t('public.pricing.payg.addOn')}</p>
      </Card>
      <div className="flex flex-wrap gap-3">{actions}</div>
    </PageSection>
  );
}
