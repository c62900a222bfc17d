export type Counts = { passed: number; failed: number };
export type Report = { counts?: Counts; failures: string[]; files: string[] };
export function vitestReport(file: string): Report;
export function playwrightReport(file: string): Report;
export function vitestRerun(file: string): string;
export function playwrightRerun(file: string, env?: Record<string, string | undefined>): string;
