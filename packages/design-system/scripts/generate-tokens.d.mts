/** The files generated from the design tokens, path (from the package folder) to content. */
export declare function generatedTokenFiles(): Promise<Record<string, string>>;
