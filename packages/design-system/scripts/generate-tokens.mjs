// Generates everything that comes from the design tokens (src/tokens/tokens.resolver.json, the
// DTCG resolver over system.tokens.json and one brands/<name>.tokens.json per brand):
//   src/styles/generated/variables.css  the --rrl-* custom properties: the default brand on :root
//                                       and .dark, every shipped brand under [data-brand]
//   src/styles/generated/theme.css      the Tailwind 4 theme (@theme) that names them ds-*
//   src/styles/generated/preset-breakpoints.css  the same breakpoints as a host's sm:…xl: (preset.css)
//   src/styles/brands/<brand>.css       one brand as the page's default, for one CSS import
//   src/tokens/tokens.generated.ts      the values as TypeScript (breakpoints and toast width
//                                       for code, the tables of the Foundations docs pages)
// The files are committed so that a fresh clone's dev server and Storybook have them before any
// build; tokens-generated.test.ts fails when one differs from what this would write.
// `node scripts/generate-tokens.mjs` writes them (the package build runs it first).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandCss, cssBlock } from '../src/tokens/brand-css.mjs';
import { designSystemResolver, resolveBrand, resolveSystem } from '../src/tokens/resolve-tokens.mjs';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HEADER =
  'Generated from src/tokens/*.tokens.json by scripts/generate-tokens.mjs: edit the tokens, not this file.';

// System groups that Tailwind reads as literal values (breakpoints go into media queries, where a
// variable cannot), under the design system's own theme names.
const THEME_LITERALS = {
  breakpoint: 'breakpoint-ds',
  container: 'container-ds',
  spacing: 'spacing-ds',
};

/** Theme namespace of a brand token: the Tailwind utility family it feeds (`bg-ds-*`, `rounded-ds-*`…). */
function themeName(token) {
  const key = token.path.slice(1).join('-');
  switch (token.type) {
    case 'color':
      return `color-ds-${key}`;
    case 'shadow':
      return `shadow-ds-${key}`;
    case 'fontFamily':
      // The Korean-first stack applies through :lang(ko) (preset.css), not as a utility.
      return key === 'sans-ko' ? undefined : `font-ds-${key}`;
    default:
      return token.path[0] === 'radius' ? `radius-ds-${key}` : undefined;
  }
}

async function generate(resolver = designSystemResolver()) {
  // The brands are the contexts of the resolver's brand modifier, its default first.
  const { brand } = resolver.document.modifiers;
  const DEFAULT_BRAND = brand.default;
  const SHIPPED_BRANDS = [
    DEFAULT_BRAND,
    ...Object.keys(brand.contexts).filter((name) => name !== DEFAULT_BRAND),
  ];
  const system = resolveSystem(resolver);
  const brands = Object.fromEntries(SHIPPED_BRANDS.map((name) => [name, resolveBrand(name, { resolver })]));
  const systemVariables = system.filter((token) => !(token.path[0] in THEME_LITERALS));
  const files = {};

  files['src/styles/generated/variables.css'] = [
    `/* ${HEADER} */\n`,
    cssBlock(':root', systemVariables),
    brandCss(brands[DEFAULT_BRAND], { attribute: DEFAULT_BRAND, isDefault: true }),
    ...SHIPPED_BRANDS.filter((name) => name !== DEFAULT_BRAND).map((name) =>
      brandCss(brands[name], { attribute: name }),
    ),
  ].join('\n');

  const themed = brands[DEFAULT_BRAND].light.filter(themeName);
  files['src/styles/generated/theme.css'] = [
    `/* ${HEADER} */`,
    '',
    '/* Inline: a utility reads the --rrl-* variable where it is used, so a [data-brand] or .dark ancestor re-points it. */',
    '@theme inline {',
    ...themed.map((token) => `  --${themeName(token)}: var(--${token.name});`),
    '}',
    '',
    '/* Literal: Tailwind writes these into media queries and sizes, where no variable can go. */',
    '@theme {',
    ...system
      .filter((token) => token.path[0] in THEME_LITERALS)
      .map(
        (token) => `  --${THEME_LITERALS[token.path[0]]}-${token.path.slice(1).join('-')}: ${token.value};`,
      ),
    '}',
    '',
  ].join('\n');

  const breakpoints = system.filter((token) => token.path[0] === 'breakpoint');
  files['src/styles/generated/preset-breakpoints.css'] = [
    `/* ${HEADER} */`,
    '',
    "/* preset.css: the app's own sm:…xl: at the design system's breakpoints. Named one by one:",
    "   `--breakpoint-*: initial` would also drop the components' ds-sm…ds-xl. */",
    '@theme {',
    '  --breakpoint-2xl: initial;',
    '  --breakpoint-xs: 0px;',
    ...breakpoints.map((token) => `  --breakpoint-${token.path[1]}: ${token.value};`),
    '}',
    '',
  ].join('\n');

  for (const name of SHIPPED_BRANDS) {
    files[`src/styles/brands/${name}.css`] = [
      `/* ${HEADER} */`,
      `/* The ${name} brand as the page's default: import it after theme.css, tokens.css or styles.css. */\n`,
      brandCss(brands[name]),
    ].join('\n');
  }

  const pixels = (group) =>
    Object.fromEntries(
      system
        .filter((token) => token.path[0] === group)
        .map((token) => [token.path[1], Number.parseFloat(token.value)]),
    );
  const table = (tokens) => Object.fromEntries(tokens.map((token) => [`--${token.name}`, token.value]));
  const brandTables = Object.fromEntries(
    SHIPPED_BRANDS.map((name) => [
      name,
      { light: table(brands[name].light), dark: table(brands[name].dark) },
    ]),
  );
  const systemTable = Object.fromEntries(
    system.map((token) => [
      token.path[0] in THEME_LITERALS
        ? `--${THEME_LITERALS[token.path[0]]}-${token.path.slice(1).join('-')}`
        : `--${token.name}`,
      token.value,
    ]),
  );
  const json = (value) => JSON.stringify(value, null, 2);
  files['src/tokens/tokens.generated.ts'] = [
    `// ${HEADER}`,
    '',
    '/** Minimum widths of the breakpoints in px (`ds-md:` applies from `breakpoints.md` up). */',
    `export const breakpoints = ${json(pixels('breakpoint'))} as const;`,
    '',
    '/** Width of a toast in px (--rrl-toast-width). */',
    `export const toastWidth = ${Number.parseFloat(systemTable['--rrl-toast-width'])};`,
    '',
    '/** The brands the package ships; the first is the default. */',
    `export const brandNames = ${json(SHIPPED_BRANDS)} as const;`,
    '',
    "/** Each shipped brand's custom properties per mode. */",
    `export const brandTokens = ${json(brandTables)} as const;`,
    '',
    '/** Tokens every brand shares, by the name they have in CSS or in the Tailwind theme. */',
    `export const systemTokens = ${json(systemTable)} as const;`,
    '',
  ].join('\n');
  return files;
}

/**
 * The generated files, path (from the package folder) to content; from the package's resolver,
 * or from `resolver` (`{ document, baseDir }`), as a test adds a brand.
 */
export async function generatedTokenFiles(resolver) {
  return generate(resolver);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const [file, content] of Object.entries(await generate())) {
    const target = path.join(packageDir, file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, content);
  }
  process.stdout.write('design tokens generated\n');
}
