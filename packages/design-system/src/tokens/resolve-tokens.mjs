// Reads the design tokens (W3C Design Tokens, DTCG JSON, in src/tokens/) with Style Dictionary:
// it parses the format, resolves references and turns each value into CSS. Everything the
// package generates from the tokens (generate-tokens.mjs) and a site's own brand (the `brand`
// command) is built from what this returns, so the two cannot disagree on a name or a value.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const tokensDir = path.dirname(fileURLToPath(import.meta.url));

/** The brands the package ships, the default first (it is what `:root` gets). */
export const SHIPPED_BRANDS = ['remoterl', 'ccnets'];
export const DEFAULT_BRAND = 'remoterl';
export const MODES = ['light', 'dark'];

/** Every custom property the tokens produce starts with this prefix (`--rrl-primary`). */
export const VARIABLE_PREFIX = 'rrl';

// Groups whose name is left out of the variable (`color.primary` is `--rrl-primary`): the names
// adopters already use. The others keep it (`radius.md` is `--rrl-radius-md`).
const UNNAMED_GROUPS = new Set(['color', 'layout', 'motion']);

export function readTokenFile(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}

export const systemTokens = () => readTokenFile(path.join(tokensDir, 'system.tokens.json'));
export const brandTokens = (name) => readTokenFile(path.join(tokensDir, 'brands', `${name}.tokens.json`));

/** A brand file's tokens for one mode: its shared groups plus the groups under `light` or `dark`. */
export function brandModeTokens(brand, mode) {
  const { light, dark, ...shared } = brand;
  return { ...shared, ...(mode === 'light' ? light : dark) };
}

/** Deep merge of DTCG token trees: a token (an object with `$value`) replaces, groups merge. */
export function mergeTokens(base, override) {
  const result = { ...base };
  for (const [key, value] of Object.entries(override ?? {})) {
    const isGroup = value && typeof value === 'object' && !Array.isArray(value) && !('$value' in value);
    result[key] =
      isGroup && result[key] && typeof result[key] === 'object' ? mergeTokens(result[key], value) : value;
  }
  return result;
}

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

/**
 * The value transforms are the package's own so that today's CSS comes out character for
 * character (Style Dictionary's `color/css` writes `rgba(…)` and `size/rem` rescales): the
 * RemoteRL brand must render exactly as before.
 */
const transforms = {
  'ccnets/name': {
    type: 'name',
    transform: (token) =>
      [VARIABLE_PREFIX, ...(UNNAMED_GROUPS.has(token.path[0]) ? token.path.slice(1) : token.path)].join('-'),
  },
  'ccnets/color': {
    type: 'value',
    filter: (token) => token.$type === 'color',
    transform: (token) => cssColour(token.$value),
  },
  'ccnets/dimension': {
    type: 'value',
    filter: (token) => token.$type === 'dimension' || token.$type === 'duration',
    transform: (token) => dimension(token.$value),
  },
  'ccnets/font-family': {
    type: 'value',
    filter: (token) => token.$type === 'fontFamily',
    transform: (token) =>
      [token.$value]
        .flat()
        .map((family) => (/^[\w-]+$/.test(family) ? family : `'${family}'`))
        .join(', '),
  },
  'ccnets/shadow': {
    type: 'value',
    filter: (token) => token.$type === 'shadow',
    transform: (token) =>
      [token.$value]
        .flat()
        .map(({ color, offsetX, offsetY, blur, spread, inset }) => {
          const lengths = [offsetX, offsetY, blur, spread].map((length) => {
            const text = dimension(length);
            return /^0[a-z]*$/.test(text) ? '0' : text;
          });
          if (lengths[3] === '0') lengths.pop();
          return `${inset ? 'inset ' : ''}${lengths.join(' ')} ${cssColour(color)}`;
        })
        .join(', '),
  },
};

let styleDictionary;
async function loadStyleDictionary() {
  if (!styleDictionary) {
    try {
      styleDictionary = (await import('style-dictionary')).default;
    } catch {
      throw new Error(
        'This needs Style Dictionary, an optional peer dependency: npm install --save-dev style-dictionary',
      );
    }
  }
  return styleDictionary;
}

/**
 * The tokens of one tree, resolved, as `{ name, value, path, type, description }` in source
 * order (`name` without the leading dashes).
 */
export async function resolveTokens(tokens) {
  const StyleDictionary = await loadStyleDictionary();
  const dictionary = new StyleDictionary({
    tokens,
    usesDtcg: true,
    log: { verbosity: 'silent', warnings: 'disabled' },
    hooks: { transforms },
    platforms: { css: { transforms: Object.keys(transforms) } },
  });
  const { allTokens } = await dictionary.getPlatformTokens('css');
  return allTokens.map((token) => ({
    name: token.name,
    value: String(token.$value),
    path: token.path,
    type: token.$type,
    description: token.$description,
  }));
}

/** A brand (the shipped file, or it merged with a site's overrides) resolved per mode. */
export async function resolveBrand(brand) {
  const [light, dark] = await Promise.all(MODES.map((mode) => resolveTokens(brandModeTokens(brand, mode))));
  return { light, dark };
}
