export declare class BrandFileError extends Error {
  problems: string[];
}
export declare function brandFileProblems(overrides: unknown, base: unknown): string[];
export declare function koreanFontProblems(
  resolved: { light: { path: string[]; value: string; type: string }[] },
  hangulFonts?: readonly string[],
): string[];
export declare function siteBrandCss(
  overrides: unknown,
  options?: { base?: string; attribute?: string; hangulFonts?: readonly string[] },
): Promise<string>;
