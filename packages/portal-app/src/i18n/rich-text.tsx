import { Trans, useTranslation } from 'react-i18next';

/**
 * The markup a translation may put around its words. `<nowrap>` keeps a group on one line, such as
 * a number range ("1-2"), which the browser may otherwise break after the hyphen at 375 px. A
 * non-breaking hyphen (U+2011) would do it in plain text, but it is not in the Latin font subset,
 * so it would be drawn from a fallback font.
 */
const TEXT_MARKUP = {
  nowrap: <span className="whitespace-nowrap" />,
};

/** A translated text that may hold the markup above (the tag names must survive translation: locale-parity.test.ts). */
export function RichText({ i18nKey }: { i18nKey: string }) {
  const { t } = useTranslation();
  return <Trans t={t} i18nKey={i18nKey} components={TEXT_MARKUP} />;
}
