import { PolicyContactCard, PolicyDocument } from '@ccnets/design-system';
import { TERMS_VERSION } from '@remoterl/product';
import { useTranslation } from 'react-i18next';
import { brand, postalAddressLines } from '../../../config/brand';
import { textList, type TitledText } from '../../../i18n/text-list';

/** The three legal documents; their texts live under `policies.<kind>` in policies.json. */
export type PolicyKind = 'terms' | 'dataPolicy' | 'cookiePolicy';

/** Every policy was last changed on the same day: the terms version users accept at onboarding. */
const LAST_MODIFIED_ISO = TERMS_VERSION;

/**
 * A policy page: title, "Last modified on 26 Sep, 2023", the numbered sections and the sticky
 * contact card with the Busan address. Brand facts reach the texts through interpolation.
 */
export function PolicyPage({ kind }: { kind: PolicyKind }) {
  const { t, i18n } = useTranslation();
  const brandValues = { company: brand.companyName, product: brand.productName, email: brand.contactEmail };

  return (
    <PolicyDocument
      title={t(`policies.${kind}.title`)}
      lastModifiedLabel={t('policies.lastModifiedLabel')}
      lastModified={t('policies.lastModifiedDate')}
      lastModifiedDateTime={LAST_MODIFIED_ISO}
      intro={t(`policies.${kind}.intro`, brandValues)}
      sections={textList<TitledText>(t, `policies.${kind}.sections`, brandValues)}
      aside={
        <PolicyContactCard
          title={t('policies.contactCard.title')}
          description={t('policies.contactCard.description')}
          address={{
            label: t('policies.contactCard.addressLabel'),
            lines: [...postalAddressLines(i18n.resolvedLanguage ?? 'en')],
          }}
          email={{ label: t('policies.contactCard.emailLabel'), address: brand.contactEmail }}
        />
      }
    />
  );
}
