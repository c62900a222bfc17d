import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { freePort, waitForOk } from "#tests/support/processes";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function startServer(env: Record<string, string>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-main-"));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "src/server/main.ts"], {
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
  return { child, exited, output: () => ({ stdout, stderr }) };
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
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
    expect(server.output().stdout).toContain('"msg":"stopped"');
  });
});
