export declare const ICON_NAMES: readonly string[];
