import { loadavg } from "node:os";
import { generateLoad, type LoadResult } from "./load-generator.ts";

/** One kind of request, asked of each server in turn: Vitrine, then the references. */
export type SideBySideRow = { what: string; urls: { vitrine: string; hono: string; nginx?: string } };

export type SideBySideResult = {
  what: string;
  /** Medians over the rounds. */
  vitrine: LoadResult;
  hono: LoadResult;
  nginx?: LoadResult;
  /** Median over the rounds of Vitrine's rate over each reference's rate in the same round. */
  shareOfHono: number;
  shareOfNginx?: number;
  /** The 1-minute load average at each round's start. */
  loads: number[];
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
};

const medianResult = (results: LoadResult[]): LoadResult => ({
  requestsPerSecond: median(results.map((r) => r.requestsPerSecond)),
  p50Ms: median(results.map((r) => r.p50Ms)),
  p95Ms: median(results.map((r) => r.p95Ms)),
  requests: results.reduce((sum, r) => sum + r.requests, 0),
  errors: results.reduce((sum, r) => sum + r.errors, 0),
  bytesPerResponse: median(results.map((r) => r.bytesPerResponse)),
});

/**
 * Each row's request against Vitrine, the bare Hono app and nginx, one after the other within a round,
 * several rounds: on a shared machine the load changes from second to second, so a ratio is taken
 * between figures measured moments apart, and the median of the rounds is reported.
 */
export async function sideBySide(
  rows: SideBySideRow[],
  options: { rounds: number; seconds: number; connections: number },
): Promise<SideBySideResult[]> {
  const results: SideBySideResult[] = [];
  for (const row of rows) {
    const targets = Object.entries(row.urls).filter((entry): entry is [string, string] => Boolean(entry[1]));
    for (const [, url] of targets) await generateLoad(url, { connections: options.connections, seconds: 2 });
    const runs: Record<string, LoadResult[]> = {};
    const loads: number[] = [];
    for (let round = 0; round < options.rounds; round++) {
      loads.push(loadavg()[0] as number);
      for (const [name, url] of targets) {
        const result = await generateLoad(url, {
          connections: options.connections,
          seconds: options.seconds,
          warmUpSeconds: 0,
        });
        runs[name] = [...(runs[name] ?? []), result];
      }
    }
    const share = (reference: string) => {
      const theirs = runs[reference];
      if (!theirs) return undefined;
      return median(
        (runs.vitrine ?? []).map(
          (ours, i) => ours.requestsPerSecond / (theirs[i] as LoadResult).requestsPerSecond,
        ),
      );
    };
    results.push({
      what: row.what,
      vitrine: medianResult(runs.vitrine ?? []),
      hono: medianResult(runs.hono ?? []),
      nginx: runs.nginx ? medianResult(runs.nginx) : undefined,
      shareOfHono: share("hono") ?? 0,
      shareOfNginx: share("nginx"),
      loads,
    });
  }
  return results;
}
