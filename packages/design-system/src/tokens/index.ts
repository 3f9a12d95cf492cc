/*
 * The design tokens' values for code: breakpoints and the toast width where TypeScript needs a
 * number, and every shipped brand's custom properties per mode. Generated from the DTCG files
 * beside this one (scripts/generate-tokens.mjs); the CSS reads the same values.
 */
export { brandNames, brandTokens, breakpoints, systemTokens, toastWidth } from './tokens.generated';
