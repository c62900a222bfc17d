// How a built server is run, by `npm start` and by the bench alike (ADR 23, ADR 24).
import path from "node:path";

/**
 * glibc gives each busy thread its own malloc arena and keeps what libvips frees in them, so image
 * processing on libuv's threads grows the process by tens of megabytes per upload; two arenas
 * (sharp's documentation suggests this or jemalloc) keep it flat. An operator's own value wins.
 */
export const SERVER_ENV = { MALLOC_ARENA_MAX: "2" };

/** The command line of a build's server: plain node, stack traces mapped to the TypeScript sources. */
export function serverArgs(buildDir) {
  return ["--enable-source-maps", path.join(buildDir, "server", "main.js")];
}
