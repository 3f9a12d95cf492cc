import MagicString from 'magic-string';
import path from 'node:path';
import { parseAst, type Plugin } from 'vite';
import { moduleFile } from './module-paths.ts';
import { classCandidates, classGroupsInUse, TAILWIND_MERGE_DIR } from './tailwind-merge-groups.ts';
import { thirdPartyTransformPlugin } from './third-party-transform.ts';

/**
 * The design system's cn() lets a later class win over an earlier one through tailwind-merge,
 * whose default config describes all ~380 of Tailwind's class groups. Trimmed, every page's
 * first load is 3.1 KB gzip lighter (build/README.md). The portal's classes fall into about a third of them
 * (tailwind-merge-groups.ts).
 *
 * This build-only transform removes the other groups from tailwind-merge's default config in
 * the portal's bundle, as Tailwind leaves out the CSS of classes no file uses. Every class with
 * CSS in the portal keeps the group tailwind-merge gives it, so every merge that can change what
 * a page looks like comes out the same. The design system itself is unchanged: its cn() still
 * knows every group in any other app. The dev server keeps the whole config.
 */

/** tailwind-merge's ES build, the module the bundle holds. */
export const TAILWIND_MERGE_MODULE = path.join(TAILWIND_MERGE_DIR, 'dist', 'bundle-mjs.mjs');

/** The config objects keyed by group name; their values in the two conflict maps list group names too. */
const GROUP_MAPS = ['classGroups', 'conflictingClassGroups', 'conflictingClassGroupModifiers'];

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** A property's name, whether written `p:` or `'p':`. */
function keyName(property: Node): string | undefined {
  const key = property.key as Node;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal' && typeof key.value === 'string') return key.value;
  return undefined;
}

/** The object `getDefaultConfig` returns, or undefined when the module is not shaped as expected. */
function defaultConfigObject(code: string): Node | undefined {
  for (const statement of parseAst(code).body as unknown as Node[]) {
    if (statement.type !== 'VariableDeclaration') continue;
    for (const declarator of statement.declarations as Node[]) {
      if ((declarator.id as Node).name !== 'getDefaultConfig') continue;
      const body = (declarator.init as Node | undefined)?.body as Node | undefined;
      const returned = (body?.body as Node[] | undefined)?.findLast(
        (node) => node.type === 'ReturnStatement',
      );
      const object = returned?.argument;
      return isNode(object) && object.type === 'ObjectExpression' ? object : undefined;
    }
  }
  return undefined;
}

/**
 * tailwind-merge's module with only the class groups in `keep` left in its default config (and
 * in its conflict lists); `null` when its shape is not the one this reads (the plugin then fails
 * the build rather than guess).
 */
export function keepClassGroups(code: string, keep: ReadonlySet<string>): MagicString | null {
  const config = defaultConfigObject(code);
  if (!config) return null;
  const edited = new MagicString(code);
  let found = 0;
  for (const map of config.properties as Node[]) {
    if (!GROUP_MAPS.includes(keyName(map) ?? '')) continue;
    const object = map.value as Node;
    if (object.type !== 'ObjectExpression') return null;
    found += 1;
    const isConflictMap = keyName(map) !== 'classGroups';
    const kept = (object.properties as Node[]).filter((group) => keep.has(keyName(group) ?? ''));
    const text = kept.map((group) => {
      const value = group.value as Node;
      if (!isConflictMap || value.type !== 'ArrayExpression') return code.slice(group.start, group.end);
      // A conflict list: its names of removed groups go too.
      const names = (value.elements as Node[]).filter(
        (element) => element.type !== 'Literal' || keep.has(element.value as string),
      );
      const key = code.slice((group.key as Node).start, (group.key as Node).end);
      return `${key}: [${names.map((element) => code.slice(element.start, element.end)).join(', ')}]`;
    });
    edited.overwrite(object.start, object.end, `{\n${text.join(',\n')}\n}`);
  }
  return found === GROUP_MAPS.length ? edited : null;
}

/**
 * Applies keepClassGroups to tailwind-merge in builds, with the groups of the portal's classes.
 * A module it cannot read, or a browser build without that module, fails the build
 * (build/third-party-transform.ts): bundled whole, tailwind-merge would cost 3.1 KB gzip unseen.
 */
export function tailwindMergeTrimPlugin(): Plugin {
  let keep: Set<string> | undefined;
  return thirdPartyTransformPlugin({
    name: 'remoterl-tailwind-merge-trim',
    library: 'tailwind-merge',
    appliesTo: (id) => moduleFile(id) === TAILWIND_MERGE_MODULE,
    edit(code, id) {
      keep ??= classGroupsInUse(classCandidates());
      const trimmed = keepClassGroups(code, keep);
      if (trimmed === null)
        throw new Error(
          `tailwind-merge's default config (${id}) is not shaped as remoterl-tailwind-merge-trim expects: update keepClassGroups to this release.`,
        );
      return { code: trimmed.toString(), map: trimmed.generateMap({ source: id, hires: true }) };
    },
  });
}
