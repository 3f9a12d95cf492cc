/*
 * What a failing story tells QA, shared by the failure message (browser) and the HTML review
 * (reporter), so both name the same folder, the same line and the same command.
 */

/** The HTML review of the last story run, relative to the repository root. */
export const REVIEW_DIR = '.vitest/visual-review';

/** The one command that accepts the new pictures of one story (every mode of it). */
export function acceptCommand(storyFile: string, storyName: string): string {
  return `pnpm test:visual:accept ${storyFile} ${shellQuote(storyName)}`;
}

function shellQuote(value: string): string {
  return /^[\w.+-]+$/.test(value) ? value : `'${value.replaceAll("'", `'\\''`)}'`;
}

/** The 1-based line of `export const <name>` in a story file's source, as written. */
export function exportLine(source: string, exportName: string): number | undefined {
  const pattern = new RegExp(`^export const ${exportName}\\b`);
  const index = source.split('\n').findIndex((text) => pattern.test(text));
  return index === -1 ? undefined : index + 1;
}
