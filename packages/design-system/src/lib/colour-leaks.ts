/*
 * How a colour can be written into a component instead of taken from the tokens
 * (docs/decisions.md, "Design tokens": the colour guard). Each finder returns the offending
 * text; `findColourLeaks` runs them all. Used by no-hard-coded-colours.test.ts on every source.
 */

/** `#a9c1ff` and the functional notations: rgb(), hsl(), oklch(), color(srgb …)… */
const NOTATION = /#[\da-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|\bcolor\((?:srgb|display-p3)/gi;

/** The CSS named colours (CSS Color 4), but not transparent or currentColor, which are no colour of a brand. */
const NAMED_COLOURS =
  'aliceblue|antiquewhite|aqua|aquamarine|azure|beige|bisque|black|blanchedalmond|blue|blueviolet|brown|burlywood|cadetblue|chartreuse|chocolate|coral|cornflowerblue|cornsilk|crimson|cyan|darkblue|darkcyan|darkgoldenrod|darkgray|darkgreen|darkgrey|darkkhaki|darkmagenta|darkolivegreen|darkorange|darkorchid|darkred|darksalmon|darkseagreen|darkslateblue|darkslategray|darkslategrey|darkturquoise|darkviolet|deeppink|deepskyblue|dimgray|dimgrey|dodgerblue|firebrick|floralwhite|forestgreen|fuchsia|gainsboro|ghostwhite|gold|goldenrod|gray|green|greenyellow|grey|honeydew|hotpink|indianred|indigo|ivory|khaki|lavender|lavenderblush|lawngreen|lemonchiffon|lightblue|lightcoral|lightcyan|lightgoldenrodyellow|lightgray|lightgreen|lightgrey|lightpink|lightsalmon|lightseagreen|lightskyblue|lightslategray|lightslategrey|lightsteelblue|lightyellow|lime|limegreen|linen|magenta|maroon|mediumaquamarine|mediumblue|mediumorchid|mediumpurple|mediumseagreen|mediumslateblue|mediumspringgreen|mediumturquoise|mediumvioletred|midnightblue|mintcream|mistyrose|moccasin|navajowhite|navy|oldlace|olive|olivedrab|orange|orangered|orchid|palegoldenrod|palegreen|paleturquoise|palevioletred|papayawhip|peachpuff|peru|pink|plum|powderblue|purple|rebeccapurple|red|rosybrown|royalblue|saddlebrown|salmon|sandybrown|seagreen|seashell|sienna|silver|skyblue|slateblue|slategray|slategrey|snow|springgreen|steelblue|tan|teal|thistle|tomato|turquoise|violet|wheat|white|whitesmoke|yellow|yellowgreen';

/**
 * A named colour where a value goes: a quoted value (`fill="red"`, `color: 'crimson'`), an
 * arbitrary Tailwind value (`bg-[red]`, `[color:red]`) or a CSS declaration (`color: red;`).
 */
const NAMED = new RegExp(
  `(?:['"\`[]|:\\s*|\\b(?:solid|dashed|dotted|double)\\s+)(${NAMED_COLOURS})(?=\\s*(?:['"\`\\];)!,]|$))`,
  'gim',
);

/** Tailwind's palette (`bg-red-500`, `text-white`, `from-black/70`), with any variant before it. */
const PALETTE_HUES =
  'slate|gray|zinc|neutral|stone|mauve|olive|mist|taupe|red|orange|amber|yellow|lime|green|emerald|teal|cyan|sky|blue|indigo|violet|purple|fuchsia|pink|rose';
const PALETTE = new RegExp(
  `(?<![\\w-])(?:bg|text|border(?:-[trblxyse])?|ring(?:-offset)?|outline|fill|stroke|from|via|to|shadow|inset-shadow|inset-ring|drop-shadow|decoration|divide|accent|caret|placeholder)-(?:white|black|(?:${PALETTE_HUES})-\\d{2,3})(?![\\w-])`,
  'g',
);

/** SVG paint attributes with a literal value other than none, currentColor, a url() or a token. */
const SVG_PAINT =
  /\b(?:fill|stroke|stop-?[cC]olor|flood-?[cC]olor|lighting-?[cC]olor)=(?:\{\s*)?["'`](?!\s*(?:none|currentColor|transparent|inherit|url\(|var\(--rrl-))[^"'`]*["'`]/g;

/** A colour property of a `style` prop given a literal value other than a token. */
const STYLE_COLOUR =
  /\b(?:color|background(?:Color|Image)?|border(?:Top|Right|Bottom|Left|Block|Inline)?(?:Color)?|outline(?:Color)?|fill|stroke|boxShadow|textShadow|caretColor|accentColor|textDecorationColor|stopColor)\s*:\s*["'`](?!\s*(?:none|currentColor|transparent|inherit|var\(--rrl-))[^"'`]*["'`]/g;

/** The literal bodies of `style={{ … }}` props. */
const STYLE_PROPS = /style=\{\{([^}]*)\}\}/g;

export function findColourLeaks(code: string): string[] {
  const styleBodies = [...code.matchAll(STYLE_PROPS)].map((match) => match[1] ?? '');
  return [
    ...(code.match(NOTATION) ?? []),
    ...[...code.matchAll(NAMED)].map((match) => match[0].trim()),
    ...(code.match(PALETTE) ?? []),
    ...(code.match(SVG_PAINT) ?? []),
    ...styleBodies.flatMap((body) => body.match(STYLE_COLOUR) ?? []),
  ];
}
