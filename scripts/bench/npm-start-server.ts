import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, waitForOk } from "#tests/support/processes";

export type StartedServer = {
  /** Where the load goes (loopback). */
  base: string;
  /** The origin the server takes for its own (its default PUBLIC_URL), for writes. */
  origin: string;
  dataDir: string;
  /** The server's own process (the grandchild of `npm start`), for its memory. */
  serverPid: () => number | undefined;
  /** Stops `npm start` and everything it started, and removes the data directory. */
  stop: () => Promise<void>;
};

/** The processes below `pid` (Linux /proc), deepest last. */
function descendants(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // The command may contain spaces and parentheses: the fields after the last ")" are fixed.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      parents.set(Number(entry), ppid);
    } catch {
      // Gone meanwhile.
    }
  }
  const found: number[] = [];
  let level = [pid];
  while (level.length) {
    level = [...parents].filter(([, ppid]) => level.includes(ppid)).map(([child]) => child);
    found.push(...level);
  }
  return found;
}

/**
 * Vitrine as a person runs it: `npm start` (build if stale, then the compiled server with plain node,
 * scripts/start.mjs), in this shell's environment with only what a person sets to run it somewhere
 * else (PORT, DATA_DIR) and the bench's administrator; no LOG_LEVEL, NODE_ENV or PUBLIC_URL of the
 * bench's own. Its log goes to /dev/null like a service's to a file; errors come through.
 */
export async function startLikeNpmStart(options: {
  dataDirPrefix: string;
  env: Record<string, string>;
  prepare?: (dataDir: string) => Promise<void>;
}): Promise<StartedServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), options.dataDirPrefix));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    await options.prepare?.(dataDir);
  } catch (err) {
    removeDataDir();
    throw err;
  }
  const port = await freePort();
  // Under `npm run bench`, npm is the one running us; otherwise the one on PATH.
  const npmCli = process.env.npm_execpath;
  const [command, args] = npmCli?.endsWith(".js")
    ? [process.execPath, [npmCli, "start"]]
    : ["npm", ["start"]];
  const child = spawn(command, args, {
    env: { ...process.env, ...options.env, PORT: String(port), DATA_DIR: dataDir },
    stdio: ["ignore", "ignore", "inherit"],
    // A process group of its own: npm, its shell and the server stop together.
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // Already gone.
      }
      await exited;
    }
    removeDataDir();
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitForOk(`${base}/api/health`, 180_000);
  } catch (err) {
    await stop();
    throw err;
  }
  const serverPid = () =>
    descendants(child.pid ?? 0).findLast((pid) => {
      try {
        return readFileSync(`/proc/${pid}/cmdline`, "utf8").includes(`server${path.sep}main.js`);
      } catch {
        return false;
      }
    });
  return { base, origin: `http://localhost:${port}`, dataDir, serverPid, stop };
}
