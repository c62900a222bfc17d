// `npm start`: run the built server with plain node, building first when there is no build or the
// sources changed since it was made (ADR 23); migrations apply as the server starts.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ensureBuild } from "./build.mjs";

let build;
try {
  build = await ensureBuild({ ifStale: true });
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
// Stack traces in the logs name the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(path.join(build.dir, "server", "main.js")).href);
