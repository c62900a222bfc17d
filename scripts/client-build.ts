import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const INPUTS = ["index.html", "vite.config.ts", "package.json", "public", "src/client", "src/shared"];
const OUTPUT = "dist/client/index.html";

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** True when the built client is missing or older than any of its sources. */
export function clientBuildIsStale(): boolean {
  if (!existsSync(OUTPUT)) return true;
  const built = statSync(OUTPUT).mtimeMs;
  return INPUTS.some((input) => newestMtime(input) > built);
}

/** Builds the client with Vite when it is stale; exits the process if the build fails. */
export function ensureClientBuild(): void {
  if (!clientBuildIsStale()) return;
  console.log("Building the web client (vite build)...");
  const result = spawnSync(
    process.execPath,
    ["node_modules/vite/bin/vite.js", "build", "--logLevel", "warn"],
    {
      stdio: "inherit",
    },
  );
  if (result.status !== 0) {
    console.error("The web client could not be built.");
    process.exit(result.status ?? 1);
  }
}
