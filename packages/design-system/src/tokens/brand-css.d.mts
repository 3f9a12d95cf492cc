import type { CssToken } from './resolve-tokens.mjs';

export declare function brandSelectors(
  attribute?: string,
  options?: { isDefault?: boolean },
): { light: string; dark: string };
export declare function cssBlock(selector: string, tokens: Pick<CssToken, 'name' | 'value'>[]): string;
export declare function brandCss(
  resolved: Record<'light' | 'dark', CssToken[]>,
  options?: { attribute?: string; isDefault?: boolean },
): string;
