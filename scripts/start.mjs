// `npm start`: run the built server with plain node, building first when there is no build or the
// sources changed since it was made (ADR 23); migrations apply as the server starts.
import { spawn } from "node:child_process";
import { SERVER_ENV, serverArgs } from "./build/server-process.mjs";
import { ensureBuild } from "./build.mjs";

let build;
try {
  build = await ensureBuild({ ifStale: true });
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
// A process of its own, because the allocator reads its settings when a process starts.
const server = spawn(process.execPath, serverArgs(build.dir), {
  stdio: "inherit",
  env: { ...SERVER_ENV, ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
