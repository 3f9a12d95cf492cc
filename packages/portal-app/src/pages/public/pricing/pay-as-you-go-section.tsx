import { Card, PageSection } from '@ccnets/design-system';
import { Check } from '@ccnets/design-system/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { payAsYouGoInclusionTexts, productFactValues } from '../../../content/product-facts';

/** What pay-as-you-go includes (@remoterl/product), the optional add-on, and the page's calls to action. */
export function PayAsYouGoSection({ actions }: { actions: ReactNode }) {
  const { t, i18n } = useTranslation();
  return (
    <PageSection
      eyebrow={t('public.pricing.payg.eyebrow')}
      title={t('public.pricing.payg.title')}
      description={t('public.pricing.payg.description', productFactValues)}
    >
      <Card variant="raised" padding="lg">
        <ul className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
          {payAsYouGoInclusionTexts(t, 'public.pricing.payg.items', i18n.language).map((item) => (
            <li key={item} className="flex items-start gap-3">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-ds-success" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
        <p className="border-t border-ds-border pt-4 text-sm text-ds-muted">
          {t('public.pricing.payg.addOn', productFactValues)}
        </p>
      </Card>
      <div className="flex flex-wrap gap-3">{actions}</div>
    </PageSection>
  );
}
