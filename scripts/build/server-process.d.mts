export declare const SERVER_ENV: Record<string, string>;
export declare function serverArgs(buildDir: string): string[];
