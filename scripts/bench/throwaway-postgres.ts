import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "#tests/support/processes";

export type ThrowawayPostgres = {
  url: (database: string) => string;
  /** The postmaster's process id (its backends are its children). */
  pid: () => number;
  stop: () => void;
};

/**
 * A PostgreSQL server of Debian's packages in a scratch directory, owned by the postgres user, on a
 * free loopback port, as scripts/with-postgres.sh starts one (needs root), with the settings a small
 * production server would have rather than the test's (fsync stays off: the bench measures reads).
 * With `keptDataDir` the cluster lives there: created on the first start, reused and kept after.
 */
export async function startThrowawayPostgres(keptDataDir?: string): Promise<ThrowawayPostgres> {
  const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(a) - Number(b));
  const bin = `/usr/lib/postgresql/${versions.at(-1)}/bin`;
  const reused = keptDataDir !== undefined && existsSync(path.join(keptDataDir, "PG_VERSION"));
  if (keptDataDir) mkdirSync(keptDataDir, { recursive: true, mode: 0o700 });
  const dataDir = keptDataDir ?? mkdtempSync(path.join(tmpdir(), "vitrine-bench-pg-"));
  const socketDir = mkdtempSync(path.join(tmpdir(), "vitrine-bench-pg-socket-"));
  execFileSync("chown", ["postgres:postgres", dataDir, socketDir]);
  const asPostgres = (command: string, args: string[]) =>
    execFileSync("runuser", ["-u", "postgres", "--", `${bin}/${command}`, ...args], { stdio: "ignore" });
  const port = await freePort();
  if (!reused) asPostgres("initdb", ["-D", dataDir, "-A", "trust", "-U", "postgres", "--no-sync"]);
  const settings = [
    `-p ${port}`,
    `-k ${socketDir}`,
    "-c listen_addresses=127.0.0.1",
    "-c fsync=off",
    "-c shared_buffers=512MB",
    "-c effective_cache_size=2GB",
    "-c work_mem=16MB",
    "-c random_page_cost=1.1",
  ].join(" ");
  asPostgres("pg_ctl", [
    "-D",
    dataDir,
    "-w",
    "-l",
    path.join(dataDir, "server.log"),
    "-o",
    settings,
    "start",
  ]);
  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    pid: () => Number(readFileSync(path.join(dataDir, "postmaster.pid"), "utf8").split("\n")[0]),
    stop: () => {
      try {
        asPostgres("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]);
      } finally {
        if (!keptDataDir) rmSync(dataDir, { recursive: true, force: true });
        rmSync(socketDir, { recursive: true, force: true });
      }
    },
  };
}

/** The server settings the bench's PostgreSQL runs with, for the notes. */
export const POSTGRES_SETTINGS =
  "shared_buffers 512 MB, effective_cache_size 2 GB, work_mem 16 MB, random_page_cost 1.1, fsync off";
