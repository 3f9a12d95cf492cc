import axe from 'axe-core';

/**
 * Reads the design tokens from the CSS the stories load, so the Foundations pages show what
 * ships and cannot fall behind it. Custom properties are collected from every stylesheet rule
 * (inside layers and media queries too): `:root`/`:host` rules give the light and theme values,
 * `.dark` rules the dark values.
 */
export interface TokenTables {
  /** Values set on `:root` (light theme, Tailwind's theme variables). */
  root: Map<string, string>;
  /** Values set on `.dark`. */
  dark: Map<string, string>;
}

export function readTokenTables(): TokenTables {
  const root = new Map<string, string>();
  const dark = new Map<string, string>();
  const visit = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) {
        const selectors = rule.selectorText.split(',').map((selector) => selector.trim());
        const target = selectors.includes('.dark')
          ? dark
          : selectors.some((selector) => selector === ':root' || selector === ':host')
            ? root
            : undefined;
        if (target) {
          for (const property of rule.style) {
            if (property.startsWith('--')) target.set(property, rule.style.getPropertyValue(property).trim());
          }
        }
      }
      if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) visit(rule.cssRules);
    }
  };
  for (const sheet of document.styleSheets) {
    try {
      visit(sheet.cssRules);
    } catch {
      // A cross-origin stylesheet (none of ours) cannot be read; it holds no tokens.
    }
  }
  return { root, dark };
}

/** The entries of `table` whose names start with `prefix`, in source order. */
export function tokensWithPrefix(table: Map<string, string>, prefix: string): [string, string][] {
  return [...table].filter(([name]) => name.startsWith(prefix));
}

interface AxeColor {
  parseString(value: string): AxeColor;
}
interface AxeColorUtilities {
  Color: new () => AxeColor;
  getContrast(background: AxeColor, foreground: AxeColor): number;
}

// axe-core already checks every story's contrast; its colour helpers give the same ratios here.
const color = (axe as unknown as { commons: { color: AxeColorUtilities } }).commons.color;

/** WCAG 2 contrast ratio of two CSS colours, or undefined when either is not a plain colour. */
export function contrastRatio(foreground: string, background: string): number | undefined {
  try {
    const ratio = color.getContrast(
      new color.Color().parseString(background),
      new color.Color().parseString(foreground),
    );
    return Number.isFinite(ratio) ? ratio : undefined;
  } catch {
    return undefined;
  }
}

/** True for values that are colours rather than lengths, shadows or font stacks. */
export function isColourValue(value: string): boolean {
  return /^(#[0-9a-f]{3,8}|rgb|hsl|oklch|oklab|color\()/i.test(value);
}
