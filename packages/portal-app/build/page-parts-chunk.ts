import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst } from 'vite';
import { moduleFile } from './module-paths.ts';

/**
 * The frame every page drawn in sections is made of: the design system's page section, section
 * heading and heading, and the portal's reader of text lists. Rolldown gives a module shared by
 * several pages a chunk for each set of pages that share it, so these four arrived as four small
 * files, each with its own imports and exports of the chunks around it: 0.5 KB gzip and two
 * requests more than as one file on /, /pricing and /ko (build/README.md).
 *
 * The pages built of sections (home, about, contact, pricing, get started) use all four. The
 * policies, not-found and sign-in pages use all but the page section, and load it with them
 * (0.1–0.3 KB gzip more there); a page the visitor arrives on is far more often the former.
 */

/**
 * The design system's parts of the frame, by what it publishes: a subpath of its package exports
 * and the component's name. The files that define them are found by following the entry's
 * re-exports, so the design system may move its modules as it likes.
 */
export const DESIGN_SYSTEM_PAGE_PARTS = [
  { entry: '@ccnets/design-system/page-section', name: 'PageSection' },
  { entry: '@ccnets/design-system/section-heading', name: 'SectionHeading' },
  { entry: '@ccnets/design-system/heading', name: 'Heading' },
];

/** The portal's own module of the frame. */
export const PORTAL_PAGE_PARTS = [
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/i18n/text-list.ts'),
];

interface Node {
  type: string;
  [key: string]: unknown;
}

const requireHere = createRequire(import.meta.url);

/**
 * The file an entry of a package's `exports` names under `condition` (`default`: the build the
 * portal bundles; `source`: the design system's TypeScript, which exists before any build).
 */
export function entryFile(entry: string, condition: 'default' | 'source'): string {
  const [scope, name, ...rest] = entry.split('/');
  const packageRoot = path.dirname(requireHere.resolve(`${scope}/${name}/package.json`));
  const exportsMap = JSON.parse(readFileSync(path.join(packageRoot, 'package.json'), 'utf8')).exports;
  const target = exportsMap?.[['.', ...rest].join('/')]?.[condition];
  if (typeof target !== 'string') throw new Error(`${entry} has no "${condition}" export.`);
  return path.join(packageRoot, target);
}

/** `./heading.js` from `from`: the file itself, or its TypeScript source (`./heading` in source). */
function relativeModule(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [base, ...['.ts', '.tsx'].map((ext) => base.replace(/\.js$/, '') + ext)];
  const found = candidates.find((file) => existsSync(file) && path.extname(file) !== '');
  if (!found) throw new Error(`${from} imports ${specifier}, which is not there.`);
  return found;
}

/** The file that defines `name`, following `file`'s imports and re-exports; undefined if none does. */
function definingFile(file: string, name: string, depth = 0): string | undefined {
  if (depth > 8) return undefined;
  const lang = ({ '.ts': 'ts', '.tsx': 'tsx' } as const)[path.extname(file)] ?? 'js';
  const body = parseAst(readFileSync(file, 'utf8'), { lang }, file).body as unknown as Node[];
  const named = (node: unknown) => ((node as Node | null)?.name ?? (node as Node | null)?.value) as string;
  const sourceOf = (statement: Node) => (statement.source as Node | null)?.value as string | undefined;
  const specifiers = (statement: Node) => (statement.specifiers as Node[] | undefined) ?? [];
  // First what this file declares or imports under that name, then what it exports as that name.
  for (const statement of body) {
    const declaration = (
      statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement
    ) as Node | null;
    const declarators = (declaration?.declarations as Node[] | undefined) ?? [];
    if ([declaration?.id, ...declarators.map((item) => item.id)].some((id) => id && named(id) === name))
      return file;
    const imported =
      statement.type === 'ImportDeclaration'
        ? specifiers(statement).find((item) => named(item.local) === name)
        : undefined;
    if (imported)
      return definingFile(relativeModule(file, sourceOf(statement)!), named(imported.imported), depth + 1);
  }
  for (const statement of body) {
    if (statement.type !== 'ExportNamedDeclaration') continue;
    const exported = specifiers(statement).find((item) => named(item.exported) === name);
    if (!exported) continue;
    const source = sourceOf(statement);
    if (source) return definingFile(relativeModule(file, source), named(exported.local), depth + 1);
    if (named(exported.local) !== name) return definingFile(file, named(exported.local), depth + 1);
  }
  return undefined;
}

/** The design system's files of the frame; throws, naming the part, when one is not found. */
export function designSystemPagePartFiles(condition: 'default' | 'source'): string[] {
  return DESIGN_SYSTEM_PAGE_PARTS.map(({ entry, name }) => {
    const file = definingFile(entryFile(entry, condition), name);
    if (!file)
      throw new Error(
        `The page-parts chunk (build/page-parts-chunk.ts) finds no ${name} behind ${entry}: the design system no longer publishes it there.`,
      );
    return file;
  });
}

let buildFiles: Set<string> | undefined;

/** Rolldown's code-splitting group that gathers them into `page-parts-*.js` (builds only, so from the design system's build). */
export const pagePartsGroup = {
  name: 'page-parts',
  test: (id: string) => {
    buildFiles ??= new Set([...designSystemPagePartFiles('default'), ...PORTAL_PAGE_PARTS]);
    return buildFiles.has(moduleFile(id));
  },
};
