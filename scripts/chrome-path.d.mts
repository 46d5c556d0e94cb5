export declare const chromeCandidates: string[];
export declare function chromePath(): string | undefined;
