import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, startProcess, waitForOk } from "#tests/support/processes";
import { SERVER_ENV, serverArgs } from "../build/server-process.mjs";

export type CompiledServer = {
  base: string;
  pid: number;
  dataDir: string;
  /** Stops the server and removes its data directory (a kept one stays). */
  stop: () => Promise<void>;
};

/**
 * A build's compiled server on a free loopback port with a scratch data directory, as `npm start`
 * runs it, with warnings-only logs; resolves once /api/health answers. `prepare` fills the data
 * directory before the server starts (the bench's talents); `env` adds each caller's variables;
 * `keptDataDir` is a data directory to use and keep instead of a scratch one.
 */
export async function startCompiledServer(
  buildDir: string,
  options: {
    dataDirPrefix: string;
    env: Record<string, string>;
    prepare?: (dataDir: string) => Promise<void>;
    keptDataDir?: string;
  },
): Promise<CompiledServer> {
  const kept = options.keptDataDir;
  const dataDir = kept ?? mkdtempSync(path.join(tmpdir(), options.dataDirPrefix));
  const removeDataDir = () => {
    if (!kept) rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await options.prepare?.(dataDir);
  } catch (err) {
    removeDataDir();
    throw err;
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startProcess(
    process.execPath,
    serverArgs(buildDir),
    {
      ...SERVER_ENV,
      PORT: String(port),
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...options.env,
    },
    { output: "forward-errors" },
  );
  const stop = async () => {
    await server.stop();
    removeDataDir();
  };
  try {
    await waitForOk(`${base}/api/health`, 120_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { base, pid: server.pid, dataDir, stop };
}
