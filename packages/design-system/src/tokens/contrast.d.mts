export type ContrastUse = 'text' | 'large' | 'ui';
export interface ContrastPair {
  foreground: string;
  background: string;
  use: ContrastUse;
  where: string;
  modes: ('light' | 'dark')[];
}
export interface ContrastResult extends ContrastPair {
  mode: 'light' | 'dark';
  ratio: number;
  required: number;
  passes: boolean;
}
export declare const REQUIRED_RATIO: Record<ContrastUse, number>;
export declare const CONTRAST_PAIRS: ContrastPair[];
export declare function contrastRatio(foreground: string, background: string): number;
export declare function contrastReport(
  colours: Record<string, string>,
  mode: 'light' | 'dark',
): ContrastResult[];
export declare function describePair(result: ContrastResult): string;
