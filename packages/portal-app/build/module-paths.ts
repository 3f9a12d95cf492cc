import path from 'node:path';

/** A path separator in a module id, as a regular expression: ids carry `\` on Windows. */
export const SEPARATOR = String.raw`[\\/]`;

/** `@radix-ui/react-slot` as a pattern that matches it with either separator, special characters escaped. */
export function pathPattern(relativePath: string): string {
  return relativePath
    .split('/')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join(SEPARATOR);
}

/** The file a module id names: absolute, without the query Vite may add (`?v=…`, `?raw`). */
export function moduleFile(id: string): string {
  return path.resolve(id.split('?')[0] ?? id);
}
