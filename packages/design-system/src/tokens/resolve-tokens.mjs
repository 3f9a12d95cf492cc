// Reads the design tokens through their resolver document (tokens.resolver.json, DTCG Resolver
// Module 2025.10): a system set every brand shares, a `brand` modifier whose contexts are the
// brand files, and a `mode` modifier for light and dark. Everything the package generates from
// the tokens (generate-tokens.mjs) and a site's own brand (the `brand` command) is resolved here
// and written with these value transforms, so the two cannot disagree on a name or a value.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { composeTokens, readResolver } from './dtcg-resolver.mjs';
import { resolveTokenTree } from './dtcg-tokens.mjs';
import { deriveStates } from './interaction-states.mjs';

export const tokensDir = path.dirname(fileURLToPath(import.meta.url));
export const RESOLVER_FILE = path.join(tokensDir, 'tokens.resolver.json');

/** The design system's resolver: `{ document, baseDir }`. */
export const designSystemResolver = () => readResolver(RESOLVER_FILE);

const { document: shipped } = designSystemResolver();

/** The brands the package ships (the brand modifier's contexts); the default is what `:root` gets. */
export const DEFAULT_BRAND = shipped.modifiers.brand.default;
export const SHIPPED_BRANDS = [
  DEFAULT_BRAND,
  ...Object.keys(shipped.modifiers.brand.contexts).filter((name) => name !== DEFAULT_BRAND),
];
/** The modes (the mode modifier's contexts); each brand file holds its colours under a group of each name. */
export const MODES = Object.keys(shipped.modifiers.mode.contexts);

/** Every custom property the tokens produce starts with this prefix (`--rrl-primary`). */
export const VARIABLE_PREFIX = 'rrl';

// Groups whose name is left out of the variable (`color.primary` is `--rrl-primary`): the names
// adopters already use. The others keep it (`radius.md` is `--rrl-radius-md`).
const UNNAMED_GROUPS = new Set(['color', 'layout', 'motion']);

/** The token tree of one set or one modifier's context of a resolver, on its own. */
function composePart(resolver, ref, input = {}) {
  const { document, baseDir } = resolver;
  const part = { ...document, resolutionOrder: [{ $ref: ref }] };
  return composeTokens(part, input, { baseDir });
}

/** The system set's tokens (the groups no brand may change), as a DTCG tree. */
export const systemTokens = (resolver = designSystemResolver()) => composePart(resolver, '#/sets/system');

/** One brand's tokens as its context of the brand modifier composes them, as a DTCG tree. */
export const brandTokens = (name, resolver = designSystemResolver()) =>
  composePart(resolver, '#/modifiers/brand', { brand: name });

/** `#rrggbb`, or `rgb(r g b / a)` when the colour is translucent. */
function cssColour(value) {
  if (typeof value === 'string') return value.toLowerCase();
  const alpha = value.alpha ?? 1;
  if (value.hex && alpha === 1) return value.hex.toLowerCase();
  if (value.colorSpace !== 'srgb')
    throw new Error(`only srgb colours are supported, not ${value.colorSpace}`);
  const [r, g, b] = value.components.map((component) => Math.round(component * 255));
  return alpha === 1
    ? `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`
    : `rgb(${r} ${g} ${b} / ${alpha})`;
}

const dimension = (value) => (typeof value === 'object' ? `${value.value}${value.unit}` : String(value));

/** A zero length is written bare (`0`), and a zero spread left out, as the CSS always had it. */
function cssShadow(value) {
  return [value]
    .flat()
    .map(({ color, offsetX, offsetY, blur, spread, inset }) => {
      const lengths = [offsetX, offsetY, blur, spread].map((length) => {
        const text = dimension(length);
        return /^0[a-z]*$/.test(text) ? '0' : text;
      });
      if (lengths[3] === '0') lengths.pop();
      return `${inset ? 'inset ' : ''}${lengths.join(' ')} ${cssColour(color)}`;
    })
    .join(', ');
}

const cssFontFamily = (value) =>
  [value]
    .flat()
    .map((family) => (/^[\w-]+$/.test(family) ? family : `'${family}'`))
    .join(', ');

/** A DTCG value as CSS, by its type. The transforms are the package's own, so the CSS stays what it was. */
function cssValue({ type, value }) {
  switch (type) {
    case 'color':
      return cssColour(value);
    case 'dimension':
    case 'duration':
      return dimension(value);
    case 'fontFamily':
      return cssFontFamily(value);
    case 'shadow':
      return cssShadow(value);
    default:
      return String(value);
  }
}

/** Resolved DTCG tokens as `{ name, value, path, type, description }` (`name` without the leading dashes). */
function toCss(tokens) {
  return tokens.map((token) => ({
    name: [VARIABLE_PREFIX, ...(UNNAMED_GROUPS.has(token.path[0]) ? token.path.slice(1) : token.path)].join(
      '-',
    ),
    value: cssValue(token),
    path: token.path,
    type: token.type,
    description: token.description,
  }));
}

/** The system tokens, resolved, in source order. */
export function resolveSystem(resolver = designSystemResolver()) {
  return toCss(resolveTokenTree(systemTokens(resolver)));
}

/**
 * One brand resolved per mode, `{ light, dark }`: for each mode the resolver's full resolution
 * (`{ brand, mode }`) less the system groups and the per-mode groups the mode modifier reads.
 * Each brand source gets its interaction states derived (interaction-states.mjs); what was
 * derived is pushed to `derived`.
 */
export function resolveBrand(name, { resolver = designSystemResolver(), derived = [] } = {}) {
  const modes = Object.keys(resolver.document.modifiers.mode.contexts);
  const hidden = new Set([
    ...Object.keys(systemTokens(resolver)).filter((key) => !key.startsWith('$')),
    ...modes,
  ]);
  const notes = new Set();
  const prepareSource = (tree, { name: item }) => {
    if (item !== 'brand') return tree;
    const found = [];
    const prepared = deriveStates(tree, modes, found);
    for (const note of found) notes.add(note);
    return prepared;
  };
  const resolved = Object.fromEntries(
    modes.map((mode) => {
      const tree = composeTokens(
        resolver.document,
        { brand: name, mode },
        { baseDir: resolver.baseDir, prepareSource },
      );
      return [mode, toCss(resolveTokenTree(tree).filter((token) => !hidden.has(token.path[0])))];
    }),
  );
  derived.push(...notes);
  return resolved;
}
