import type { Resolver } from '../src/tokens/resolve-tokens.mjs';

/** The files generated from the design tokens, path (from the package folder) to content. */
export declare function generatedTokenFiles(resolver?: Resolver): Promise<Record<string, string>>;
