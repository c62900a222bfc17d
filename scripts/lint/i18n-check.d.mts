export type Catalogs = Record<string, { en?: Record<string, string>; de?: Record<string, string> }>;
export declare function readCatalogs(messagesDir?: string): Catalogs;
export declare function catalogProblems(catalogs: Catalogs): string[];
export declare function scanSource(
  fileName: string,
  sourceText: string,
): { strings: Set<string>; prefixes: Set<string>; literals: { line: number; text: string }[] };
export declare function i18nProblems(): string[];
