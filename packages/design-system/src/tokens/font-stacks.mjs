// Font stacks must reach the self-hosted Korean face before any generic family. A generic
// family hands Hangul to whatever the machine has: a CJK system font on one machine, empty
// boxes on the next, so a stack that skips Pretendard looks right only where one is installed.
// Used by the unit test (source CSS), by check:package (the shipped styles.css) and by the
// `brand` command (a site's own stacks), so it lives in src/, which the package ships.

export const KOREAN_FACE = 'Pretendard Variable';

const GENERIC_FAMILIES = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'math',
  'emoji',
  'fangsong',
]);

// `font-family` and the theme's single-word stacks (`--font-sans`, `--default-font-family`);
// not `--font-weight-*` and the like, which hold no families.
// The brands' stacks are `--rrl-font-*` (src/styles/generated/variables.css).
const STACK_DECLARATION =
  /(?:^|[;{\s])(font-family|--font-[a-z]+|--rrl-font-[a-z-]+|--default(?:-[a-z]+)?-font-family)\s*:\s*([^;}]+)/g;

const FONT_FACE_RULE = /@font-face\s*\{[^}]*\}/g;

/** The families of a CSS font stack, lower case and unquoted. */
function families(value) {
  return value.split(',').map((family) =>
    family
      .trim()
      .replace(/^['"]|['"]$/g, '')
      .toLowerCase(),
  );
}

/**
 * Every font stack in `css` that names a generic family before the Korean face (or never
 * names it), as `{ property, value }`. A value that only points at another variable
 * (`var(--font-sans, …)`) is that variable's stack, checked where it is declared; its fallback
 * is dead as long as the variable is declared in the same stylesheet.
 */
export function findStacksWithoutKoreanFace(css) {
  const declared = new Set([...css.matchAll(/(--[\w-]+)\s*:/g)].map((match) => match[1]));
  // An @font-face's `font-family` names the face it declares; it is no stack.
  const stacks = css.replace(FONT_FACE_RULE, '');
  const problems = [];
  for (const [, property, rawValue] of stacks.matchAll(STACK_DECLARATION)) {
    const value = rawValue.trim().replace(/\s*!important$/, '');
    const alias = /^var\(\s*(--[\w-]+)\s*(?:,|\))/.exec(value);
    if (alias && declared.has(alias[1])) continue;
    if (/^(inherit|initial|unset|revert|revert-layer)$/.test(value)) continue;
    if (!reachesKoreanFace(alias ? value.slice(value.indexOf(',') + 1, -1) : value)) {
      problems.push({ property, value });
    }
  }
  return problems;
}

/**
 * Whether a CSS font stack (`'Acme Sans', 'Pretendard Variable', sans-serif`) names a face that
 * draws Hangul before any generic family: the design system's Korean face, or one of
 * `hangulFaces` (a site's own self-hosted Korean font, which only the site can vouch for).
 */
export function reachesKoreanFace(stack, hangulFaces = []) {
  const list = families(stack);
  const korean = new Set([KOREAN_FACE, ...hangulFaces].map((face) => face.toLowerCase()));
  const first = list.findIndex((family) => korean.has(family));
  const generic = list.findIndex((family) => GENERIC_FAMILIES.has(family));
  return first !== -1 && (generic === -1 || first < generic);
}
