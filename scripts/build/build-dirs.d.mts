export declare const ROOT: string;
export declare const DIST: string;
export type BuildInfo = { id: string; sourceHash: string; builtAt: string; dir: string };
export declare function createBuildDir(dist?: string): { id: string; dir: string };
export declare function currentBuild(dist?: string): BuildInfo | undefined;
export declare function switchCurrent(id: string, dist?: string): void;
export declare function pruneBuilds(dist?: string): string[];
