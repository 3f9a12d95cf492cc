export declare const copiesDir: string;
export declare const pretendardDir: string;
export declare function pretendardCopies(): { from: string; to: string }[];
