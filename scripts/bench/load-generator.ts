import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const WRK = ["/usr/bin/wrk", "/usr/local/bin/wrk"].find((file) => existsSync(file));

export type LoadResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  requests: number;
  /** Failed connections, timeouts and answers of 400 or more. */
  errors: number;
  bytesPerResponse: number;
};

export type LoadOptions = {
  connections: number;
  seconds: number;
  /** A wrk Lua `request` function body, for requests that differ (wrk only). */
  luaRequest?: string;
  /** Seconds of load before the measured run (2 unless told); 0 when the caller warmed up. */
  warmUpSeconds?: number;
  /**
   * How long a request may take before it counts as an error, in seconds: wrk's own default (2 s) unless
   * told. Answers that take longer (megabytes of JSON under load) need more, or none is counted.
   */
  timeoutSeconds?: number;
};

/** Reports the run as JSON from wrk's done() hook, with the 95th percentile wrk does not print. */
const WRK_REPORT = `
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format('BENCH {"requests":%d,"durationUs":%d,"bytes":%d,"errors":%d,"p50":%f,"p95":%f}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect + e.read + e.write + e.status + e.timeout,
    latency:percentile(50), latency:percentile(95)))
end
`;

async function withWrk(wrk: string, url: string, options: LoadOptions, seconds: number): Promise<LoadResult> {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-wrk-"));
  try {
    const script = path.join(dir, "report.lua");
    writeFileSync(script, `${options.luaRequest ?? ""}\n${WRK_REPORT}`);
    const timeout = options.timeoutSeconds ? ["--timeout", `${options.timeoutSeconds}s`] : [];
    const args = ["-t1", `-c${options.connections}`, `-d${seconds}s`, ...timeout, "-s", script, url];
    const { stdout } = await run(wrk, args, { maxBuffer: 1024 * 1024 });
    const line = stdout.split("\n").find((l) => l.startsWith("BENCH "));
    if (!line) throw new Error(`wrk printed no report:\n${stdout}`);
    const r = JSON.parse(line.slice("BENCH ".length));
    return {
      requestsPerSecond: r.requests / (r.durationUs / 1e6),
      p50Ms: r.p50 / 1000,
      p95Ms: r.p95 / 1000,
      requests: r.requests,
      errors: r.errors,
      bytesPerResponse: r.requests ? r.bytes / r.requests : 0,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function withAutocannon(url: string, options: LoadOptions, seconds: number): Promise<LoadResult> {
  const child = path.resolve("scripts/bench/autocannon-load.mjs");
  const timeout = options.timeoutSeconds ? [String(options.timeoutSeconds)] : [];
  const { stdout } = await run(
    process.execPath,
    [child, url, String(options.connections), String(seconds), ...timeout],
    { maxBuffer: 1024 * 1024 },
  );
  return JSON.parse(stdout) as LoadResult;
}

/** The load generator's name, for the table's notes. */
export const loadGeneratorName = WRK ? "wrk (1 thread)" : "autocannon (own process)";

/**
 * Loads a URL from a process of its own (wrk, or autocannon in a child process when wrk is not
 * installed), after a short warm-up, and reports throughput and latency. The requests carry no
 * header beyond what the generator itself sends (Host; autocannon's HTTP/1.1 defaults): no
 * Accept-Encoding, as a plain client asks.
 */
export async function generateLoad(url: string, options: LoadOptions): Promise<LoadResult> {
  if (options.luaRequest && !WRK) throw new Error("Varying requests need wrk.");
  const once = (seconds: number) =>
    WRK ? withWrk(WRK, url, options, seconds) : withAutocannon(url, options, seconds);
  const warmUp = options.warmUpSeconds ?? 2;
  if (warmUp > 0) await once(warmUp);
  return once(options.seconds);
}
