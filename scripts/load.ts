// `npm run load`: a bounded mixed-traffic run on loopback against the compiled server (browse,
// filter, profile, contact posts with solved bot checks, sign-ins). It first finds the highest
// concurrency the machine holds (short steps, until throughput stops growing or p95 passes 1 s),
// then runs 2 minutes at it, and prints throughput, p95 and the error count. Any answer other than
// 2xx, 3xx or 429 is an error, and the run fails if there is one. `-- --seconds N` shortens the run.
import { execFile, spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import { parseArgs, promisify } from "node:util";
import { seedBenchTalents } from "./bench/bench-talents.ts";
import { type CompiledServer, startCompiledServer } from "./bench/compiled-server.ts";
import { currentBuildDir } from "./bench/server.bench.ts";

const run = promisify(execFile);
const TALENTS = 2_000;
const STEPS = [4, 8, 16, 32, 64];
const STEP_SECONDS = 8;
const P95_LIMIT_MS = 1_000;
const ADMIN = { email: "load-admin@vitrine.test", password: "load-password-1" };

type Report = {
  connections: number;
  seconds: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  errors: number;
  errorSamples: string[];
  statuses: Record<string, number>;
  byKind: Record<string, number>;
};

const { values } = parseArgs({ options: { seconds: { type: "string", default: "120" } } });
const seconds = Number(values.seconds);
const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");

async function traffic(base: string, connections: number, duration: number): Promise<Report> {
  const { stdout } = await run(
    process.execPath,
    [
      "node_modules/tsx/dist/cli.mjs",
      "scripts/load/mixed-traffic.ts",
      base,
      String(connections),
      String(duration),
      ADMIN.email,
      ADMIN.password,
    ],
    { maxBuffer: 4 * 1024 * 1024 },
  );
  return JSON.parse(stdout.trim().split("\n").at(-1) ?? "{}") as Report;
}

const summary = (r: Report) =>
  `${r.connections} connections: ${r.requestsPerSecond.toFixed(0)} req/s, p50 ${r.p50Ms.toFixed(0)} ms, p95 ${r.p95Ms.toFixed(0)} ms, ${r.errors} errors`;

const build = spawnSync(process.execPath, ["scripts/build.mjs", "--if-stale"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

const startLoad = loadAverage();
let server: CompiledServer | undefined;
try {
  server = await startCompiledServer(currentBuildDir(), {
    dataDirPrefix: "vitrine-load-",
    prepare: (dataDir) => seedBenchTalents(dataDir, TALENTS),
    env: {
      SEED_SAMPLE_DATA: "false",
      TRUST_PROXY: "1",
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
    },
  });
  const { base } = server;

  console.log(`Finding the highest concurrency (${STEP_SECONDS} s steps) on ${TALENTS} talents:`);
  let best: Report | undefined;
  for (const connections of STEPS) {
    const step = await traffic(base, connections, STEP_SECONDS);
    console.log(`  ${summary(step)}`);
    if (step.errors > 0 || step.p95Ms > P95_LIMIT_MS) break;
    if (best && step.requestsPerSecond < best.requestsPerSecond * 1.05) break;
    best = step;
  }
  const connections = best?.connections ?? STEPS[0] ?? 4;

  console.log(`\nMixed traffic for ${seconds} s at ${connections} connections:`);
  const report = await traffic(base, connections, seconds);
  console.log(
    `  throughput  ${report.requestsPerSecond.toFixed(1)} requests/s (${report.requests} requests)`,
  );
  console.log(`  latency     p50 ${report.p50Ms.toFixed(1)} ms, p95 ${report.p95Ms.toFixed(1)} ms`);
  console.log(
    `  errors      ${report.errors}${report.errorSamples.length ? ` (${report.errorSamples.join("; ")})` : ""}`,
  );
  console.log(`  statuses    ${JSON.stringify(report.statuses)}`);
  console.log(`  mix         ${JSON.stringify(report.byKind)}`);
  console.log(`  load avg    ${startLoad} at the start, ${loadAverage()} at the end (1, 5, 15 min)`);
  process.exitCode = report.errors === 0 ? 0 : 1;
} finally {
  await server?.stop();
}
