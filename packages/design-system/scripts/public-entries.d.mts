export declare const packageDir: string;
export interface PublicEntry {
  subpath: string;
  name: string;
  source: string;
  dist: string;
  types: string;
}
export declare function publicEntries(): PublicEntry[];
