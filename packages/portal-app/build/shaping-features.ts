/*
 * The OpenType layout features a portal cut keeps: those a browser's shaper (HarfBuzz, in
 * Chromium, Firefox and WebKit) applies to horizontal Latin and Hangul text unless a page turns
 * them off, and those the portal's styles turn on. It is the set hb-subset keeps by default for
 * these scripts; subset-font keeps every feature unless told otherwise, and Pretendard's others
 * (stylistic sets, case forms, small figures, alternates) pulled ~4 KB of glyphs into the Korean
 * home page's first-screen cut (34.3 to 30.6 KB) that no page of the portal draws.
 */

/** Applied by default to horizontal text in every script the portal writes. */
const DEFAULT_FEATURES = [
  'rvrn', // variation-dependent substitutions (variable fonts)
  'ccmp', // glyph composition and decomposition
  'locl', // localized forms
  'rlig', // required ligatures
  'liga', // standard ligatures
  'clig', // contextual ligatures
  'calt', // contextual alternates
  'rclt', // required contextual alternates
  'curs', // cursive positioning
  'kern', // kerning
  'mark', // mark positioning
  'mkmk', // mark-to-mark positioning
  'ltra', // left-to-right alternates
  'ltrm', // left-to-right mirrored forms
  'frac', // fractions: applied around a fraction slash (U+2044)
  'numr',
  'dnom',
  'ljmo', // Hangul jamo: leading, vowel and trailing forms, for text not precomposed
  'vjmo',
  'tjmo',
] as const;

/** Turned on by the portal's styles: Tailwind's `tabular-nums` (font-variant-numeric). */
const STYLED_FEATURES = ['tnum'] as const;

export const KEPT_FEATURES: readonly string[] = [...DEFAULT_FEATURES, ...STYLED_FEATURES];
