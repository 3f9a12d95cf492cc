import type { Language } from './languages';

/**
 * The language a public page should open in: the choice stored with the language switch, else
 * Korean for a browser that prefers Korean before English; undefined keeps the address asked
 * for (English is the default, so a Korean address is kept). `stored` is the stored value
 * (anything), `preferred` the browser's language tags in order.
 *
 * The one rule for both places that apply it: /page-init.js, which embeds this function's
 * source (build/page-init.ts), and the dev server's shell (stored-language-twin.ts). So it is
 * self-contained, imports nothing at run time, and names the two languages itself.
 */
export function languageChoice(stored: unknown, preferred: readonly string[]): Language | undefined {
  if (stored === 'en' || stored === 'ko') return stored;
  for (let i = 0; i < preferred.length; i++) {
    const base = String(preferred[i]).toLowerCase().split('-')[0];
    if (base === 'ko') return 'ko';
    if (base === 'en') return undefined;
  }
  return undefined;
}
