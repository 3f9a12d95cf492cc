// Interaction states a brand need not set: each derives from the brand's own base colour unless
// the brand sets it (docs/decisions.md, "Design tokens"). Applied to every brand source as the
// resolver composes it (resolve-tokens.mjs), so a shipped brand, a new brand file and a site's
// own brand follow one rule; the shipped brands set every state, so theirs do not move.
import { isObject } from './dtcg-resolver.mjs';

/** How far a hover colour moves from its base toward black, in sRGB (RemoteRL's are ~15 %). */
export const HOVER_SHADE = 0.15;

/**
 * How far a pressed (`active`) colour moves from its base toward black: past the hover, so a
 * press reads as one step deeper. In both modes: the filled buttons keep light text on the
 * brand colour in dark mode too, so darker keeps that text's contrast rising, never falling.
 */
export const ACTIVE_SHADE = 0.25;

/**
 * Each state, the base it follows per mode, and the shade toward black. The focus ring takes
 * the colour links use: the strong shade on light pages, the brand colour on dark ones.
 */
export const DERIVED_STATES = {
  'primary-hover': { light: 'primary', dark: 'primary', shade: HOVER_SHADE },
  'primary-strong-hover': { light: 'primary-strong', dark: 'primary-strong', shade: HOVER_SHADE },
  'primary-active': { light: 'primary', dark: 'primary', shade: ACTIVE_SHADE },
  'primary-strong-active': { light: 'primary-strong', dark: 'primary-strong', shade: ACTIVE_SHADE },
  focus: { light: 'primary-strong', dark: 'primary', shade: 0 },
};

function channels(value) {
  if (typeof value === 'string')
    return [1, 3, 5].map((offset) => Number.parseInt(value.slice(offset, offset + 2), 16) / 255);
  return value.components;
}

/** A colour (hex or DTCG sRGB object) moved `amount` toward black, as `#rrggbb`. */
export function shade(value, amount) {
  const hex = channels(value)
    .map((channel) =>
      Math.round(channel * (1 - amount) * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');
  return `#${hex}`;
}

const isPlainColour = (value) =>
  (typeof value === 'string' && /^#[\da-f]{6}$/i.test(value)) ||
  (isObject(value) &&
    Array.isArray(value.components) &&
    value.components.length === 3 &&
    (value.alpha ?? 1) === 1);

/**
 * A brand source with the states it leaves out derived from the bases it sets, and what was
 * derived (`light.color.primary-hover (from primary: #…)`), pushed to `derived`. A source that
 * sets no base of a state leaves it to the sources before it. Returns a new tree.
 */
export function deriveStates(tree, modes, derived = []) {
  if (!isObject(tree)) return tree;
  const result = { ...tree };
  for (const mode of modes) {
    const colours = tree[mode]?.color;
    if (!isObject(colours)) continue;
    const next = { ...colours };
    for (const [state, rule] of Object.entries(DERIVED_STATES)) {
      const base = rule[mode];
      const value = colours[base]?.$value;
      if (colours[state] || !isPlainColour(value)) continue;
      next[state] = { $value: shade(value, rule.shade) };
      derived.push(`${mode}.color.${state} (from ${base}: ${next[state].$value})`);
    }
    result[mode] = { ...tree[mode], color: next };
  }
  return result;
}
