#!/usr/bin/env node
// ccnets-design-system brand <tokens.json> [--base remoterl|ccnets] [--attribute <name>]
// Writes a site's own brand as CSS to standard output (src/tokens/site-brand.mjs).
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { BrandFileError, siteBrandCss } from '../src/tokens/site-brand.mjs';

const USAGE = `Usage: ccnets-design-system brand <tokens.json> [--base remoterl|ccnets] [--attribute <name>] [--hangul-font <family>] > brand.css

  <tokens.json>       a W3C Design Tokens (DTCG 2025.10) brand file, shaped like the brand
                      files the package's resolver names (tokens.resolver.json), overriding
                      any of the base brand's tokens: font.*, radius.*, light.color.*,
                      light.shadow.*, dark.color.*, dark.shadow.*
  --base <brand>      the shipped brand to start from (remoterl by default)
  --attribute <name>  scope the brand to [data-brand="<name>"] instead of the whole page
  --hangul-font <family>
                      a font of your own that draws Hangul (your site serves it); every font
                      stack must reach it or "Pretendard Variable" before a generic family.
                      Repeat it for several.

Hover and focus colours the file leaves out follow the base colours it sets.`;

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

let parsed;
try {
  parsed = parseArgs({
    allowPositionals: true,
    options: {
      base: { type: 'string' },
      attribute: { type: 'string' },
      'hangul-font': { type: 'string', multiple: true },
      help: { type: 'boolean', short: 'h' },
    },
  });
} catch (error) {
  fail(`${error.message}\n\n${USAGE}`);
}
const { values, positionals } = parsed;
if (values.help) {
  process.stdout.write(`${USAGE}\n`);
  process.exit(0);
}
const [command, file, ...rest] = positionals;
if (command !== 'brand' || !file || rest.length > 0) fail(USAGE);
if (values.attribute !== undefined && !/^[a-z][a-z0-9-]*$/.test(values.attribute)) {
  fail(`--attribute ${values.attribute}: use lower-case letters, digits and dashes, starting with a letter`);
}

let overrides;
try {
  overrides = JSON.parse(readFileSync(file, 'utf8'));
} catch (error) {
  fail(`${file}: ${error.code === 'ENOENT' ? 'no such file' : `not valid JSON (${error.message})`}`);
}

try {
  process.stdout.write(
    await siteBrandCss(overrides, {
      base: values.base,
      attribute: values.attribute,
      hangulFonts: values['hangul-font'],
    }),
  );
} catch (error) {
  if (!(error instanceof BrandFileError)) fail(error.message);
  fail(
    `${file}: ${error.problems.length} problem${error.problems.length === 1 ? '' : 's'}\n${error.problems.map((problem) => `  ${problem}`).join('\n')}`,
  );
}
