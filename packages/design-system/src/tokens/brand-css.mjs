// Writes a resolved brand (resolve-tokens.mjs) as CSS custom properties. Used for the brands
// the package ships and for a site's own brand (the `brand` command), so both have one shape.

/**
 * Selectors of a brand's light and dark values: the page's default, under `data-brand`, or both
 * (the default brand can be chosen back by its attribute inside a page of another brand).
 */
export function brandSelectors(attribute, { isDefault = !attribute } = {}) {
  const page = { light: [':root'], dark: ['.dark'] };
  if (!attribute) return { light: page.light.join(', '), dark: page.dark.join(', ') };
  const scope = `[data-brand='${attribute}']`;
  // The attribute on <html> with the `.dark` class beside it, or on any element inside a dark page.
  const scoped = { light: [scope], dark: [`${scope}.dark`, `.dark ${scope}`] };
  const join = (mode) => [...(isDefault ? page[mode] : []), ...scoped[mode]].join(', ');
  return { light: join('light'), dark: join('dark') };
}

export function cssBlock(selector, tokens) {
  const lines = tokens.map(({ name, value }) => `  --${name}: ${value};`);
  return `${selector} {\n${lines.join('\n')}\n}\n`;
}

/**
 * The brand's light tokens (which include its fonts and radii) and the dark tokens that differ
 * from them. `attribute` scopes it to `[data-brand="…"]`; without, it is the page's default;
 * with `isDefault` too, both.
 */
export function brandCss(resolved, { attribute, isDefault } = {}) {
  const selectors = brandSelectors(attribute, { isDefault });
  const light = new Map(resolved.light.map((token) => [token.name, token.value]));
  const dark = resolved.dark.filter((token) => light.get(token.name) !== token.value);
  return `${cssBlock(selectors.light, resolved.light)}\n${cssBlock(selectors.dark, dark)}`;
}
