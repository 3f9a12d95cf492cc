import type { Resource } from 'i18next';
import { isRecord } from '../is-record';
import { isLanguage, type Language } from './languages';

type Json = { [key: string]: unknown };

/** A locale file's path as `import.meta.glob` reports it: `./locales/<language>/<area>.json`. */
const LOCALE_PATH = /\/locales\/([^/]+)\/([^/]+)\.json$/;

/**
 * Deep-merges `source` into `target`. Two files defining the same leaf would silently shadow
 * each other in the single namespace, so that is an error naming both the key and the file.
 */
function mergeInto(target: Json, source: Json, file: string, trail: string[] = []): void {
  for (const [key, value] of Object.entries(source)) {
    const path = [...trail, key];
    const existing = target[key];
    if (existing === undefined) {
      target[key] = value;
    } else if (isRecord(existing) && isRecord(value)) {
      mergeInto(existing, value, file, path);
    } else {
      throw new Error(`Translation key "${path.join('.')}" is defined twice (again in ${file}).`);
    }
  }
}

/**
 * Builds i18next resources from locale modules: every `locales/<language>/*.json` of a
 * language is merged into the one `translation` namespace, so a feature adds its own file
 * (account.json, pricing.json...) without touching the setup; files may share a
 * top-level key (each public page has its own `public.<page>` file).
 */
export function buildResources(modules: Record<string, unknown>): Resource {
  const merged = new Map<Language, Json>();
  // Sorted by code unit, not localeCompare: its first call loads the browser's collation data,
  // which showed as the largest piece of the page's start-up task.
  const files = Object.entries(modules).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [file, module] of files) {
    const [, language] = LOCALE_PATH.exec(file) ?? [];
    if (!isLanguage(language)) throw new Error(`Unexpected locale file ${file}.`);
    const content = isRecord(module) && 'default' in module ? module.default : module;
    if (!isRecord(content)) throw new Error(`Locale file ${file} must hold a JSON object.`);
    const target = merged.get(language) ?? {};
    mergeInto(target, structuredClone(content), file);
    merged.set(language, target);
  }
  return Object.fromEntries([...merged].map(([language, translation]) => [language, { translation }]));
}
