import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';

/*
 * The one piece of markup a translation may hold: `<nowrap>…</nowrap>` keeps a group on one line,
 * such as a number range ("1-2"), which the browser may otherwise break after the hyphen at
 * 375 px. A non-breaking hyphen (U+2011) would do it in plain text, but it is not in the Latin
 * font subset, so it would be drawn from a fallback font.
 *
 * Written by hand rather than with react-i18next's <Trans>: the framework chunk holds
 * react-i18next, and using <Trans> anywhere puts its parser on every public page's first load
 * (4.4 KB gzip, measured), past the script budget (packages/portal-app/build/README.md).
 * The tag names must survive translation: locale-parity.test.ts holds them.
 */
const NOWRAP = /<nowrap>(.*?)<\/nowrap>/g;

/** The parts of a translated text: plain runs and the runs kept on one line. */
export function richTextParts(text: string): { text: string; nowrap: boolean }[] {
  const parts: { text: string; nowrap: boolean }[] = [];
  let last = 0;
  for (const match of text.matchAll(NOWRAP)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index), nowrap: false });
    parts.push({ text: match[1] ?? '', nowrap: true });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), nowrap: false });
  return parts;
}

/** A translated text that may hold `<nowrap>` groups; React escapes every part as text. */
export function RichText({ i18nKey }: { i18nKey: string }) {
  const { t } = useTranslation();
  return richTextParts(t(i18nKey)).map((part, index) =>
    part.nowrap ? (
      <span key={index} className="whitespace-nowrap">
        {part.text}
      </span>
    ) : (
      <Fragment key={index}>{part.text}</Fragment>
    ),
  );
}
