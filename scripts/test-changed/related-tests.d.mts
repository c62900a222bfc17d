export declare const COMPOSITION: string[];
export declare const EVERYTHING: RegExp;
export function resolveImport(
  from: string,
  specifier: string,
  exists: (file: string) => boolean,
): string | undefined;
export function importersOf(files: Map<string, string>): Map<string, Set<string>>;
export function relatedTests(changed: string[], files: Map<string, string>): string[] | "all";
export function readSources(root?: string): Map<string, string>;
