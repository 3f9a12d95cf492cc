// The foreground/background pairs the components draw, each with its use and the WCAG 2 AA
// ratio that use needs: body text 4.5:1; large text, UI edges (a control's boundary, a state
// it shows) and the focus ring 3:1. A brand must meet every pair in both modes: the unit test
// checks the shipped brands, the `brand` command a site's own.
//
// The WCAG formula is a dozen lines; written here rather than adding a colour library to a
// package whose pages never need one.

export const REQUIRED_RATIO = { text: 4.5, large: 3, ui: 3 };

const pair = (foreground, background, use, where, modes = ['light', 'dark']) => ({
  foreground,
  background,
  use,
  where,
  modes,
});
const onPage = (foreground, use, where, modes) =>
  ['background', 'surface', 'surface-raised'].map((background) =>
    pair(foreground, background, use, where, modes),
  );

export const CONTRAST_PAIRS = [
  ...onPage('foreground', 'text', 'body text'),
  ...onPage('muted', 'text', 'secondary text, placeholders'),
  // Links and accent text: the strong shade in light; dark pages switch them to info (ds-dark:text-ds-info).
  ...onPage('primary-strong', 'text', 'links and accent text', ['light']),
  ...onPage('info', 'text', 'links and accent text, info text', ['dark']),
  ...onPage('danger-strong', 'text', 'error messages, danger buttons'),
  ...onPage('success', 'text', 'success status'),
  pair('warning', 'background', 'text', 'warning text'),
  pair('info', 'background', 'text', 'info text', ['light']),
  pair('primary', 'background', 'text', 'accent text on dark pages (ds-dark:text-ds-primary)', ['dark']),
  // docs/decisions.md: the brand primary stays only where large marks use it.
  pair('primary', 'background', 'large', 'large marks and icons in the brand colour', ['light']),
  pair('primary-foreground', 'primary-strong', 'text', 'filled buttons, step numbers'),
  pair('primary-foreground', 'primary-strong-hover', 'text', 'filled buttons on hover'),
  pair('primary-foreground', 'primary-strong-active', 'text', 'filled buttons while pressed'),
  pair('foreground', 'alternate', 'text', 'text on the alternate band'),
  pair('alternate-foreground', 'alternate', 'text', 'text on the alternate band'),
  pair('muted', 'alternate', 'text', 'secondary text on the alternate band'),
  pair('secondary-foreground', 'secondary', 'text', 'text on the brand band'),
  pair('secondary-muted', 'secondary', 'text', 'secondary text on the brand band'),
  pair('secondary-accent', 'secondary', 'text', 'accent text on the brand band'),
  pair('background', 'foreground', 'text', 'tooltips'),
  ...onPage('focus', 'ui', 'focus ring'),
  // PageSection tone="brand" re-points the focus ring to the accent: the page's focus colour is too dark on it.
  pair('secondary-accent', 'secondary', 'ui', 'focus ring on the brand band'),
  // WCAG 1.4.11: a control whose edge is all that shows where it is (an empty text field, a
  // select, a checkbox, a switch that is off) needs that edge at 3:1 on whatever it sits on.
  ...onPage('control-border', 'ui', 'text field, textarea and select edges'),
  ...onPage('danger', 'ui', 'the edge of an invalid field'),
  ...onPage('muted', 'ui', 'checkbox edges, the track of a switch that is off'),
  pair('primary-strong', 'background', 'ui', 'checked switch and filled controls'),
  pair('primary', 'background', 'ui', 'selected and hovered card borders'),
  // Toasts are filled by type with the page colour as text (toast-variants.ts).
  ...['info', 'success', 'warning', 'danger-strong'].map((fill) =>
    pair('background', fill, 'text', `${fill} toasts`),
  ),
  // Alert and status icons are graphics that carry meaning: 3:1 on the page (alert.tsx).
  ...['info', 'success', 'warning', 'danger-strong'].flatMap((icon) =>
    onPage(icon, 'ui', `${icon} alert icons`),
  ),
  // Chart marks (bars and their legend swatches) against the card they are drawn on.
  ...['primary', 'warning'].flatMap((mark) => onPage(mark, 'ui', `${mark} chart bars`)),
  // Icon tiles on the alternate fill (paper list): the strong shade in light, info in dark.
  pair('primary-strong', 'alternate', 'ui', 'icon tiles', ['light']),
  pair('info', 'alternate', 'ui', 'icon tiles', ['dark']),
  // The light button and icon button on the brand band, and the switch thumb on its track.
  pair('on-overlay', 'secondary', 'text', 'light buttons and icon buttons on the brand band'),
  pair('on-overlay', 'primary-strong', 'ui', 'the thumb of a switch that is on'),
];

function parseColour(value) {
  const hex = /^#([\da-f]{6})$/i.exec(value);
  if (hex) return [0, 2, 4].map((offset) => Number.parseInt(hex[1].slice(offset, offset + 2), 16)).concat(1);
  const rgb = /^rgb\((\d+) (\d+) (\d+)(?: \/ ([\d.]+))?\)$/.exec(value);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])];
  throw new Error(`cannot read the colour ${value}`);
}

/** A translucent colour as seen over an opaque one. */
function over([r, g, b, alpha], [br, bg, bb]) {
  return [r * alpha + br * (1 - alpha), g * alpha + bg * (1 - alpha), b * alpha + bb * (1 - alpha)];
}

function luminance(rgb) {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two CSS colours (#rrggbb or rgb(r g b / a)); a translucent foreground is laid over the background. */
export function contrastRatio(foreground, background) {
  const back = parseColour(background);
  const front = over(parseColour(foreground), back);
  const [light, dark] = [luminance(front), luminance(back.slice(0, 3))].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Every pair of one brand and mode with its ratio, the tightest first. `colours` maps a colour
 * token's name without prefix (`primary`) to its CSS value.
 */
export function contrastReport(colours, mode) {
  return CONTRAST_PAIRS.filter((entry) => entry.modes.includes(mode))
    .map((entry) => {
      const ratio = contrastRatio(colours[entry.foreground], colours[entry.background]);
      return {
        ...entry,
        mode,
        ratio,
        required: REQUIRED_RATIO[entry.use],
        passes: ratio >= REQUIRED_RATIO[entry.use],
      };
    })
    .sort((a, b) => a.ratio - a.required - (b.ratio - b.required));
}

/** One line naming a pair and its ratio, e.g. `light: muted on surface (secondary text) 4.21:1, needs 4.5:1 for text`. */
export function describePair(result) {
  return `${result.mode}: ${result.foreground} on ${result.background} (${result.where}) ${result.ratio.toFixed(2)}:1, needs ${result.required}:1 for ${result.use}`;
}
