// A site's own brand: a DTCG tokens file in the shape of a shipped brand's, overriding any subset
// of its tokens. It is checked here token by token (every problem at once, each with its path),
// then resolved through the design system's resolver as one more context of its brand modifier,
// over the base brand's file (tokens.resolver.json: the resolver is the public contract), and
// checked for contrast and Hangul like the shipped brands.
import { brandCss } from './brand-css.mjs';
import { contrastReport, describePair } from './contrast.mjs';
import { isObject, isToken, TokenProblems } from './dtcg-resolver.mjs';
import { KOREAN_FACE, reachesKoreanFace } from './font-stacks.mjs';
import {
  brandTokens,
  DEFAULT_BRAND,
  designSystemResolver,
  MODES,
  resolveBrand,
  SHIPPED_BRANDS,
  systemTokens,
} from './resolve-tokens.mjs';

/** The brand modifier's context a site's file is resolved as (any name no shipped brand has). */
const SITE_CONTEXT = 'site:own-brand';

export class BrandFileError extends Error {
  constructor(problems) {
    super(problems.join('\n'));
    this.name = 'BrandFileError';
    this.problems = problems;
  }
}

/** Token paths of a tree (`light.color.primary`) with the `$type` each has, inherited from its groups. */
function tokenTypes(tree, prefix = [], inherited = undefined, found = new Map()) {
  for (const [key, value] of Object.entries(tree)) {
    if (key.startsWith('$') || !isObject(value)) continue;
    const type = value.$type ?? inherited;
    if (isToken(value)) found.set([...prefix, key].join('.'), type);
    else tokenTypes(value, [...prefix, key], type, found);
  }
  return found;
}

const isNumber = (value) => typeof value === 'number' && Number.isFinite(value);
const isDimension = (value) =>
  (isObject(value) && isNumber(value.value) && ['px', 'rem'].includes(value.unit)) ||
  (typeof value === 'string' && /^-?\d*\.?\d+(px|rem)$/.test(value));
const isColour = (value) =>
  (typeof value === 'string' && /^#[\da-f]{6}$/i.test(value)) ||
  (isObject(value) &&
    value.colorSpace === 'srgb' &&
    Array.isArray(value.components) &&
    value.components.length === 3 &&
    value.components.every((component) => isNumber(component) && component >= 0 && component <= 1) &&
    (value.alpha === undefined || (isNumber(value.alpha) && value.alpha >= 0 && value.alpha <= 1)));

const VALUE_CHECKS = {
  color: [
    isColour,
    'a colour: "#0f766e", or { "colorSpace": "srgb", "components": [r, g, b] } with each 0-1',
  ],
  dimension: [isDimension, 'a length in px or rem: { "value": 8, "unit": "px" } or "8px"'],
  fontFamily: [
    (value) =>
      (typeof value === 'string' && value.trim() !== '') ||
      (Array.isArray(value) &&
        value.length > 0 &&
        value.every((family) => typeof family === 'string' && family.trim())),
    'a font family or a list of them: ["Pretendard Variable", "sans-serif"]',
  ],
  shadow: [
    (value) =>
      [value]
        .flat()
        .every(
          (layer) =>
            isObject(layer) &&
            isColour(layer.color) &&
            [layer.offsetX, layer.offsetY, layer.blur, layer.spread ?? '0px'].every(isDimension),
        ),
    'a shadow: { "color": …, "offsetX": …, "offsetY": …, "blur": …, "spread": … }',
  ],
};

/** Edit distance of two short names, to suggest the token a typo meant. */
function distance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return previous[b.length];
}

function closest(path, known) {
  const [best] = known
    .map((candidate) => ({ candidate, cost: distance(path, candidate) }))
    .sort((a, b) => a.cost - b.cost);
  return best && best.cost <= 3 ? best.candidate : undefined;
}

/** Problems of a site's brand file against the base brand, each naming its token path. */
export function brandFileProblems(overrides, base) {
  return checkBrandFile(overrides, base).problems;
}

/**
 * The file's problems, and the file without the tokens that have one: the rest is still
 * resolved and checked for contrast and Hangul, so one run reports every problem.
 */
function checkBrandFile(overrides, base) {
  if (!isObject(overrides))
    return { problems: ['the file must hold a JSON object of DTCG token groups'], valid: {} };
  if ('resolutionOrder' in overrides)
    return {
      problems: [
        "this is a resolver document; the command takes one brand file, which it resolves as a context of the brand modifier of the design system's resolver (@ccnets/design-system/tokens.resolver.json)",
      ],
      valid: {},
    };
  const known = tokenTypes(base);
  const shared = new Set(Object.keys(systemTokens()).filter((key) => !key.startsWith('$')));
  const problems = [];
  const valid = {};
  const keep = (path, value) => {
    let group = valid;
    for (const key of path.slice(0, -1)) group = group[key] ??= {};
    group[path.at(-1)] = { $value: value.$value };
  };
  const visit = (tree, prefix, inherited) => {
    for (const [key, value] of Object.entries(tree)) {
      if (key.startsWith('$')) continue;
      const path = [...prefix, key].join('.');
      if (prefix.length === 0 && shared.has(key)) {
        problems.push(
          `${path}: shared by every brand (the components' layout depends on it), so a brand cannot change it`,
        );
        continue;
      }
      if (!isObject(value)) {
        problems.push(`${path}: expected a token ({ "$value": … }) or a group of tokens`);
        continue;
      }
      const type = value.$type ?? inherited;
      if (!isToken(value)) {
        visit(value, [...prefix, key], type);
        continue;
      }
      if (!known.has(path)) {
        const suggestion = closest(path, [...known.keys()]);
        problems.push(`${path}: no such brand token${suggestion ? ` (did you mean ${suggestion}?)` : ''}`);
        continue;
      }
      const expected = known.get(path);
      if (type !== undefined && type !== expected) {
        problems.push(`${path}: $type is ${type}, but this token is a ${expected}`);
        continue;
      }
      const alias = typeof value.$value === 'string' && /^\{([^{}]+)\}$/.exec(value.$value)?.[1];
      if (alias) {
        // An alias names another brand token of the same type (`{light.color.primary}`).
        if (!known.has(alias)) problems.push(`${path}: ${value.$value} names no brand token`);
        else if (known.get(alias) !== expected)
          problems.push(`${path}: ${value.$value} is a ${known.get(alias)}, but this token is a ${expected}`);
        else keep([...prefix, key], value);
        continue;
      }
      const [check, description] = VALUE_CHECKS[expected];
      if (!check(value.$value))
        problems.push(`${path}: ${JSON.stringify(value.$value)} is not ${description}`);
      else keep([...prefix, key], value);
    }
  };
  visit(overrides, [], undefined);
  return { problems, valid };
}

/**
 * Font stacks of a resolved brand that never reach a face drawing Hangul before a generic
 * family. Such a stack still renders Korean, in whatever font the visitor's machine picks
 * (another one on every system, or empty boxes), so nothing would show the mistake but a
 * Korean page on someone else's computer. Fonts are shared by both modes: light is enough.
 */
export function koreanFontProblems(resolved, hangulFonts = []) {
  const accepted = [KOREAN_FACE, ...hangulFonts].map((face) => `"${face}"`).join(' or ');
  return resolved.light
    .filter((token) => token.type === 'fontFamily' && !reachesKoreanFace(token.value, hangulFonts))
    .map(
      (token) =>
        `${token.path.join('.')}: ${token.value} reaches no font with Hangul, so Korean text falls back to whatever the visitor's system has; put ${accepted} before the first generic family (the design system serves "${KOREAN_FACE}" in fonts.css), or name your own Hangul font with --hangul-font "<family>"`,
    );
}

/**
 * The CSS of a site's brand: `overrides` (parsed DTCG JSON) over the shipped brand `base`.
 * Throws one BrandFileError naming every problem: each bad token, and (with the bad tokens
 * left out) each pair under WCAG AA and each font stack that leaves Korean text to the system. `hangulFonts` names the site's own fonts that
 * cover Hangul (families it serves itself), accepted beside the design system's Korean face.
 */
export async function siteBrandCss(overrides, { base = DEFAULT_BRAND, attribute, hangulFonts = [] } = {}) {
  if (!SHIPPED_BRANDS.includes(base)) {
    throw new BrandFileError([
      `--base ${base}: no such brand; the package ships ${SHIPPED_BRANDS.join(', ')}`,
    ]);
  }
  const { problems, valid } = checkBrandFile(overrides, brandTokens(base));
  // The site's brand is one more context of the resolver's brand modifier: the base brand's
  // file, then the file's valid tokens (which take their types from the base's groups).
  const resolver = designSystemResolver();
  const { brand } = resolver.document.modifiers;
  const document = {
    ...resolver.document,
    modifiers: {
      ...resolver.document.modifiers,
      brand: { ...brand, contexts: { ...brand.contexts, [SITE_CONTEXT]: [...brand.contexts[base], valid] } },
    },
  };
  const derived = [];
  let resolved;
  try {
    resolved = resolveBrand(SITE_CONTEXT, { resolver: { ...resolver, document }, derived });
  } catch (error) {
    if (!(error instanceof TokenProblems)) throw error;
    throw new BrandFileError([...problems, ...error.problems]);
  }
  const contrast = MODES.flatMap((mode) => {
    const colours = Object.fromEntries(
      resolved[mode]
        .filter((token) => token.type === 'color')
        .map((token) => [token.path.slice(1).join('-'), token.value]),
    );
    return contrastReport(colours, mode).filter((result) => !result.passes);
  });
  const failing = [
    ...problems,
    ...contrast.map((result) => `contrast under WCAG AA, ${describePair(result)}`),
    ...koreanFontProblems(resolved, hangulFonts),
  ];
  if (failing.length > 0) throw new BrandFileError(failing);
  const css = brandCss(resolved, { attribute });
  return derived.length === 0
    ? css
    : `${css}\n/* Derived from their base colour, as the file set the base alone: ${derived.join(', ')}. */\n`;
}
