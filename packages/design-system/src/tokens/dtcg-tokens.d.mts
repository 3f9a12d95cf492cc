export interface ResolvedToken {
  path: string[];
  type: string;
  value: unknown;
  description?: string;
}
export declare function resolveTokenTree(tree: Record<string, unknown>): ResolvedToken[];
