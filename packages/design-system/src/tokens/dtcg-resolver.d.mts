export type TokenTree = Record<string, unknown>;
export interface ResolverDocument {
  version: string;
  sets?: Record<string, { sources: unknown[]; description?: string }>;
  modifiers?: Record<string, { contexts: Record<string, unknown[]>; default?: string; description?: string }>;
  resolutionOrder: unknown[];
  [key: string]: unknown;
}
export declare const RESOLVER_VERSION: '2025.10';
export declare class TokenProblems extends Error {
  problems: string[];
}
export declare function mergeTokenTrees(base: TokenTree, override: TokenTree): TokenTree;
export declare function composeTokens(
  document: unknown,
  input?: Record<string, string>,
  options?: {
    baseDir?: string;
    readJson?: (file: string) => unknown;
    prepareSource?: (
      tree: TokenTree,
      item: { kind: 'set' | 'modifier'; name: string; context: string | undefined },
    ) => TokenTree;
  },
): TokenTree;
export declare function readResolver(file: string): { document: ResolverDocument; baseDir: string };
