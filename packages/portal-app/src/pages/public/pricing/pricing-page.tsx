import { Button, Hero, PricingTable } from '@ccnets/design-system';
import { useTranslation } from 'react-i18next';
import { LocalizedLink as Link } from '../../../routes/localized-link';
import { productFactValues } from '../../../content/product-facts';
import { textList } from '../../../i18n/text-list';
import { paths } from '../../../config/paths';
import { PayAsYouGoSection } from './pay-as-you-go-section';

interface PlanRowText {
  feature: string;
  free: string;
  premium: string;
}

interface DeductionText {
  role: string;
  rate: string;
  detail: string;
}

/** Pricing (/pricing): Free and Premium compared, how data is deducted, what pay-as-you-go includes. */
export default function PricingPage() {
  const { t } = useTranslation();

  const rows = textList<PlanRowText>(t, 'public.pricing.table.rows', productFactValues).map((row) => ({
    feature: row.feature,
    values: { free: row.free, premium: row.premium },
  }));
  const notes = [
    <span key="rule">{t('public.pricing.deduction.description')}</span>,
    ...textList<DeductionText>(t, 'public.pricing.deduction.items', productFactValues).map((item) => (
      <span key={item.role}>
        <strong className="font-semibold text-ds-foreground">
          {item.role}: {item.rate}
        </strong>{' '}
        — {item.detail}
      </span>
    )),
    <span key="example">{t('public.pricing.deduction.example', productFactValues)}</span>,
  ];

  return (
    <>
      <Hero
        tagline={t('public.pricing.hero.eyebrow')}
        headline={t('public.pricing.hero.title')}
        description={t('public.pricing.hero.description')}
      />
      <PricingTable
        tone="surface"
        spacing="md"
        eyebrow={t('public.pricing.table.eyebrow')}
        title={t('public.pricing.table.title')}
        // The section title says it; the caption still names the table for screen readers.
        caption={t('public.pricing.table.caption')}
        hideCaption
        featureHeader={t('public.pricing.table.feature')}
        plans={[
          { id: 'free', name: t('public.pricing.table.free') },
          { id: 'premium', name: t('public.pricing.table.premium'), highlighted: true },
        ]}
        rows={rows}
        notesTitle={t('public.pricing.deduction.title')}
        notes={notes}
      />
      <PayAsYouGoSection
        actions={
          <>
            <Button asChild size="lg">
              <Link to={paths.signup}>{t('public.pricing.payg.action')}</Link>
            </Button>
            <Button asChild size="lg" variant="outlined">
              <Link to={paths.contact}>{t('public.pricing.payg.contactAction')}</Link>
            </Button>
          </>
        }
      />
    </>
  );
}
