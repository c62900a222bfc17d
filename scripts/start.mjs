// `npm start`: build the client if it is missing or stale, then run the server (migrations apply at start).
import { register } from "tsx/esm/api";

register();
const { ensureClientBuild } = await import("./client-build.ts");
ensureClientBuild();
await import("../src/server/main.ts");
