import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, waitForOk } from "#tests/support/processes";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The permission bits of each file under the data folder, "." for the folder itself. */
const modesIn = (dataDir: string, names: string[]) =>
  Object.fromEntries(
    names.map((name) => [name, (statSync(path.join(dataDir, name)).mode & 0o777).toString(8)]),
  );

/**
 * Starts the server's entry in a process of its own, under tsx's loader: through tsx's command line
 * there would be a second process in between, which answers a signal with 143 itself when the
 * server's own handler has not yet been reported to it (as on a loaded machine).
 */
function startServer(env: Record<string, string>, prepare?: (dataDir: string) => void) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-main-"));
  dirs.push(dataDir);
  prepare?.(dataDir);
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      SEED_SAMPLE_DATA: "false",
      LOG_LEVEL: "info",
      DATABASE_URL: "",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => {
    stdout += chunk;
  });
  child.stderr.on("data", (chunk) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  return { child, exited, dataDir, output: () => ({ stdout, stderr }) };
}

describe("the server process", () => {
  it("stops at once with one line naming a bad variable", async () => {
    const server = startServer({ PORT: "abc" });
    expect(await server.exited).toBe(1);
    const { stderr } = server.output();
    expect(stderr.trim().split("\n")).toEqual([
      'Invalid configuration: PORT must be a port number between 0 and 65535 (got "abc")',
    ]);
  });

  it("serves health once up and shuts down cleanly on SIGTERM", async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port) });
    await waitForOk(`http://127.0.0.1:${port}/api/health`, 20_000);
    // The database holds every account and message: it and SQLite's files beside it are the owner's.
    expect(
      modesIn(server.dataDir, ["vitrine.db", "vitrine.db-wal", "vitrine.db-shm", "auth-secret"]),
    ).toEqual({
      "vitrine.db": "600",
      "vitrine.db-wal": "600",
      "vitrine.db-shm": "600",
      "auth-secret": "600",
    });
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output().stdout).toContain('"msg":"stopped"');
  });

  it("makes a data folder written by an earlier version its owner's alone at start", async () => {
    const port = await freePort();
    const server = startServer({ PORT: String(port) }, (dataDir) => {
      const database = new SqliteDatabase(path.join(dataDir, "vitrine.db"));
      database.pragma("journal_mode = WAL");
      database.close();
      writeFileSync(path.join(dataDir, "auth-secret"), `${"s".repeat(43)}\n`);
      mkdirSync(path.join(dataDir, "media", "images"), { recursive: true });
      mkdirSync(path.join(dataDir, "mail"));
      writeFileSync(path.join(dataDir, "mail", "earlier.eml"), "Subject: earlier\n");
      for (const name of [".", "media", "mail"]) chmodSync(path.join(dataDir, name), 0o755);
      for (const name of ["vitrine.db", "auth-secret", "mail/earlier.eml"]) {
        chmodSync(path.join(dataDir, name), 0o644);
      }
    });
    await waitForOk(`http://127.0.0.1:${port}/api/health`, 20_000);
    const names = [".", "vitrine.db", "vitrine.db-wal", "vitrine.db-shm", "auth-secret", "media", "mail"];
    expect(modesIn(server.dataDir, [...names, "mail/earlier.eml"])).toEqual({
      ".": "700",
      "vitrine.db": "600",
      "vitrine.db-wal": "600",
      "vitrine.db-shm": "600",
      "auth-secret": "600",
      media: "700",
      mail: "700",
      "mail/earlier.eml": "600",
    });
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  });
});
