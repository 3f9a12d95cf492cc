/*
 * The text the portal can show, read from its sources at build time: the fonts are cut to its
 * characters (build/portal-faces.ts).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

/** Where text the portal can show is written, relative to the portal package. */
const TEXT_SOURCES = [
  'src',
  '../product/src',
  '../design-system/src/locale',
  '../design-system/src/components',
];
const SKIPPED = /\.(test|stories|fixtures)\.|__screenshots__/;
/** Korean that `Intl` writes itself: dates (년, 월, 일, weekdays) and times (오전, 오후). */
const INTL_SAMPLES = [0, 1, 2, 3, 4, 5, 6].map((day) => new Date(Date.UTC(2026, 10, 22 + day, 3 + day * 2)));

async function textFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile() && /\.(json|ts|tsx)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => !SKIPPED.test(file));
}

/** Everything the portal's sources can draw, plus what `Intl` writes in Korean dates. */
export async function portalText(packageRoot: string): Promise<string> {
  const files = (
    await Promise.all(TEXT_SOURCES.map((dir) => textFiles(path.resolve(packageRoot, dir))))
  ).flat();
  const texts = await Promise.all(files.map((file) => readFile(file, 'utf8')));
  for (const date of INTL_SAMPLES) {
    texts.push(new Intl.DateTimeFormat('ko', { dateStyle: 'full', timeStyle: 'short' }).format(date));
  }
  return texts.join('');
}
