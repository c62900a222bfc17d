// Starts every e2e app side by side (e2e-constants.ts lists them) and prints "e2e apps ready" once
// each answers its health check; Playwright waits for that line. The main app's start is the slow
// one (it draws and processes the sample pictures); the others start meanwhile, except the
// moderation app, which copies the main app's data once the main app answers. Started one after
// another, as Playwright starts a list of web servers, the apps took the sum of their starts.
// E2E_PORT is the main app's port; the others sit next to it. When one app exits, every other one
// is stopped and this process exits with its code.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { E2E_VARIANTS, type E2eVariant, e2eBaseUrl, e2ePort } from "./e2e-constants.ts";

const START_TIMEOUT_MS = 170_000;

// One build for all: each app's own check then finds it fresh.
const build = spawnSync(process.execPath, ["scripts/build.mjs", "--if-stale"], { stdio: "inherit" });
if (build.status !== 0) process.exit(build.status ?? 1);

const apps: ChildProcess[] = [];
let stopping = false;

function stopAll(code: number): never {
  stopping = true;
  for (const app of apps) app.kill("SIGTERM");
  process.exit(code);
}
for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => stopAll(0));

function start(variant: E2eVariant): void {
  const app = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "tests/support/e2e-server.ts"], {
    stdio: "inherit",
    env: { ...process.env, E2E_PORT: String(e2ePort(variant)), E2E_VARIANT: variant },
  });
  app.on("exit", (code, signal) => {
    if (stopping) return;
    console.error(`The ${variant} e2e app stopped (${signal ?? `exit code ${code}`}).`);
    stopAll(code || 1);
  });
  apps.push(app);
}

async function answers(variant: E2eVariant): Promise<boolean> {
  try {
    return (await fetch(`${e2eBaseUrl(variant)}/api/health`)).ok;
  } catch {
    return false;
  }
}

async function untilAnswering(variant: E2eVariant, deadline: number): Promise<void> {
  while (!(await answers(variant))) {
    if (Date.now() > deadline) {
      console.error(`The ${variant} e2e app did not answer within ${START_TIMEOUT_MS / 1000} s.`);
      stopAll(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const variants = Object.keys(E2E_VARIANTS) as E2eVariant[];
// An app left running by an earlier run would answer in place of the new one.
for (const variant of variants) {
  if (await answers(variant)) {
    console.error(`Something already answers at ${e2eBaseUrl(variant)}: stop it first.`);
    process.exit(1);
  }
}
const deadline = Date.now() + START_TIMEOUT_MS;
for (const variant of variants) if (variant !== "moderation") start(variant);
await untilAnswering("main", deadline);
start("moderation");
await Promise.all(variants.map((variant) => untilAnswering(variant, deadline)));
console.log(`e2e apps ready: ${variants.map(e2eBaseUrl).join(", ")}`);
