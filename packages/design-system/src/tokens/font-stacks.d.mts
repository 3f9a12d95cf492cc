export declare const KOREAN_FACE: string;
export declare function findStacksWithoutKoreanFace(css: string): { property: string; value: string }[];
export declare function reachesKoreanFace(stack: string, hangulFaces?: readonly string[]): boolean;
