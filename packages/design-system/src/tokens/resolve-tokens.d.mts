import type { ResolverDocument, TokenTree } from './dtcg-resolver.mjs';

export interface Resolver {
  document: ResolverDocument;
  baseDir: string;
}
export interface CssToken {
  name: string;
  value: string;
  path: string[];
  type: string;
  description?: string;
}
export declare const RESOLVER_FILE: string;
export declare const SHIPPED_BRANDS: string[];
export declare const DEFAULT_BRAND: string;
export declare const MODES: string[];
export declare const VARIABLE_PREFIX: 'rrl';
export declare function designSystemResolver(): Resolver;
export declare function systemTokens(resolver?: Resolver): TokenTree;
export declare function brandTokens(name: string, resolver?: Resolver): TokenTree;
export declare function resolveSystem(resolver?: Resolver): CssToken[];
export declare function resolveBrand(
  name: string,
  options?: { resolver?: Resolver; derived?: string[] },
): Record<'light' | 'dark', CssToken[]>;
