export declare const JS_BUDGET_BYTES: number;
export declare const FIRST_VISIT_PAGES: Record<string, string>;
export type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[] };
export declare const FIRST_VISIT_LANGUAGES: Record<"en" | "de", string>;
export declare function siteMessages(language: "en" | "de"): string;
export declare function firstVisitScripts(
  manifest: Record<string, ManifestChunk>,
  pageModule: string,
  language?: "en" | "de",
): string[];
export declare function brotliSize(file: string): number;
export type FirstVisitJs = { page: string; files: string[]; bytes: number; within: boolean };
export declare function measureFirstVisitJs(clientDir: string): FirstVisitJs[];
export declare function sourceMaps(clientDir: string): string[];
