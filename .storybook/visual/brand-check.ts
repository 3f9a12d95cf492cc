import { brandTokens } from '../../packages/design-system/src/tokens';
import { applyThemeMode } from '../../packages/design-system/src/theme';

/**
 * Every story, once its captures are taken, is switched to the second brand (`data-brand` on
 * <html>, as a site would) in both themes, and no element may still draw a colour of the
 * default brand: a colour written into a component, or a token name that bypasses the brand,
 * stays RemoteRL blue under any brand. Computed styles only, no screenshot: a few milliseconds
 * a story.
 */

export const SECOND_BRAND = 'ccnets';

/** A story whose subject is the default brand's colours themselves (the Colours page) opts out with `brandCheck: { disable: true }`. */
export interface BrandCheckParameters {
  brandCheck?: { disable?: boolean };
}

const PROPERTIES = [
  'color',
  'background-color',
  'background-image',
  'border-top-color',
  'border-right-color',
  'border-bottom-color',
  'border-left-color',
  'outline-color',
  'text-decoration-color',
  'fill',
  'stroke',
  'box-shadow',
  'text-shadow',
  'caret-color',
];

type Rgba = [number, number, number, number];

/** Channels within this distance are one colour: a faint tint read back from its alpha loses precision. */
const TOLERANCE = 6;

const rgbOfHex = (value: string): Rgba | undefined => {
  const match = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(value);
  return match
    ? [Number.parseInt(match[1]!, 16), Number.parseInt(match[2]!, 16), Number.parseInt(match[3]!, 16), 1]
    : undefined;
};

const near = (a: Rgba, b: Rgba, tolerance: number) =>
  [0, 1, 2].every((index) => Math.abs(a[index]! - b[index]!) <= tolerance);

const opaqueColours = (tokens: Record<string, string>) =>
  Object.values(tokens)
    .map(rgbOfHex)
    .filter((colour): colour is Rgba => colour !== undefined);

/**
 * The default brand's colours that the second brand does not share (white, say, is both's), per
 * mode: finding one under the second brand means something ignored the brand.
 */
function defaultOnlyColours(): Rgba[] {
  const second = [
    ...opaqueColours(brandTokens[SECOND_BRAND].light),
    ...opaqueColours(brandTokens[SECOND_BRAND].dark),
  ];
  const first = [...opaqueColours(brandTokens.remoterl.light), ...opaqueColours(brandTokens.remoterl.dark)];
  return first.filter((colour) => !second.some((other) => near(colour, other, TOLERANCE * 2)));
}

let context: CanvasRenderingContext2D | undefined;
// A page repeats a few dozen colour values over thousands of properties, and each parse reads a
// pixel back from the canvas: remembered, the scan of a page costs a fraction of what it did.
const parsed = new Map<string, Rgba | undefined>();

/** Any CSS colour as the browser draws it (canvas does the parsing: oklab, color(), color-mix…). */
function toRgba(value: string): Rgba | undefined {
  if (!parsed.has(value)) parsed.set(value, parseColour(value));
  return parsed.get(value);
}

function parseColour(value: string): Rgba | undefined {
  context ??= Object.assign(document.createElement('canvas'), { width: 1, height: 1 }).getContext('2d', {
    willReadFrequently: true,
  })!;
  context.clearRect(0, 0, 1, 1);
  context.fillStyle = 'rgb(1 2 3 / 0)';
  context.fillStyle = value;
  context.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
  return a ? [r!, g!, b!, a! / 255] : undefined;
}

const COLOUR_IN_VALUE = /(?:rgba?|color|oklab|oklch|lab|lch|hsla?|hwb)\([^()]*\)|#[\da-f]{3,8}\b/gi;

function describe(element: Element, pseudo: string) {
  const slot = element.closest('[data-slot]')?.getAttribute('data-slot');
  const classes =
    typeof element.className === 'string' ? element.className.split(/\s+/).slice(0, 4).join('.') : '';
  return `${slot ? `[data-slot=${slot}] ` : ''}${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}${pseudo}`;
}

/** Where the page draws a default-brand colour, as `element property: value` lines. */
function findDefaultBrandColours(forbidden: Rgba[]): string[] {
  const found: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    if (element.closest('script, style, .sb-wrapper, .sb-errordisplay')) continue;
    for (const pseudo of ['', '::before', '::after']) {
      const style = getComputedStyle(element, pseudo || null);
      if (pseudo && style.content === 'none') continue;
      for (const property of PROPERTIES) {
        const value = style.getPropertyValue(property);
        for (const [text] of value.matchAll(COLOUR_IN_VALUE)) {
          const colour = toRgba(text);
          if (!colour || colour[3] < 0.02) continue;
          // A faint tint's channels come back rounded; compare it more loosely.
          const tolerance = colour[3] < 0.3 ? TOLERANCE * 2 : TOLERANCE;
          if (forbidden.some((other) => near(colour, other, tolerance))) {
            found.push(`${describe(element, pseudo)} ${property}: ${text}`);
          }
        }
      }
    }
  }
  return [...new Set(found)];
}

function nextFrames() {
  return new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
}

/** Throws, naming up to five places, when the story draws a default-brand colour under the second brand in either theme. */
export async function expectOnlySecondBrandColours(parameters: BrandCheckParameters) {
  if (parameters.brandCheck?.disable) return;
  const forbidden = defaultOnlyColours();
  const root = document.documentElement;
  const problems: string[] = [];
  root.dataset.brand = SECOND_BRAND;
  try {
    for (const theme of ['light', 'dark'] as const) {
      applyThemeMode(theme);
      await nextFrames();
      const found = findDefaultBrandColours(forbidden);
      if (found.length > 0)
        problems.push(`${theme}: ${found.length} found, e.g. ${found.slice(0, 5).join('; ')}`);
    }
  } finally {
    delete root.dataset.brand;
  }
  if (problems.length > 0) {
    throw new Error(`default-brand colours under data-brand="${SECOND_BRAND}": ${problems.join(' | ')}`);
  }
}
