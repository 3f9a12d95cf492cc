import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { englishMessages } from '../../packages/design-system/src/locale/messages-en';
import { koreanMessages } from '../../packages/design-system/src/locale/messages-ko';
import type { UiMessages } from '../../packages/design-system/src/locale/ui-messages';
import { buildResources } from '../../packages/portal-app/src/i18n/resources';

/**
 * The portal's own translation files, so assertions follow the texts instead of repeating
 * them: a test fails when the page stops showing what the locale file says, not when a
 * sentence is reworded.
 */
const localesDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../packages/portal-app/src/i18n/locales',
);

export type Language = 'en' | 'ko';

type Tree = { [key: string]: unknown };
const cache = new Map<Language, Tree>();

/** A language's files merged into one tree, by the app's own merge (files share top-level keys). */
function load(language: Language): Tree {
  let merged = cache.get(language);
  if (!merged) {
    const files = readdirSync(path.join(localesDir, language)).filter((name) => name.endsWith('.json'));
    const modules = Object.fromEntries(
      files.map((file) => [
        `./locales/${language}/${file}`,
        JSON.parse(readFileSync(path.join(localesDir, language, file), 'utf8')) as Tree,
      ]),
    );
    merged = buildResources(modules)[language]?.translation as Tree;
    cache.set(language, merged);
  }
  return merged;
}

/**
 * The text at a dotted key (`public.home.hero.title`) as a reader sees it: `{{variables}}` filled
 * in, and markup tags (`<nowrap>`, see src/i18n/rich-text.tsx) left out.
 */
export function text(language: Language, key: string, values: Record<string, string> = {}): string {
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], load(language));
  if (typeof value !== 'string') throw new Error(`No text at ${key} (${language}).`);
  return value
    .replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => values[name] ?? `{{${name}}}`)
    .replace(/<\/?\w+>/g, '');
}

/** The page title as the app writes it: "<title> · RemoteRL" unless the title names the product. */
export function documentTitle(language: Language, titleKey: string): string {
  const title = text(language, titleKey);
  return title.includes('RemoteRL') ? title : `${title} · RemoteRL`;
}

/**
 * The design system's built-in interface text (Open menu, Close, Switch to dark theme...), which
 * the portal no longer passes: the components choose it from the active language.
 */
export function uiText(language: Language, key: keyof UiMessages): string {
  return (language === 'ko' ? koreanMessages : englishMessages)[key];
}
