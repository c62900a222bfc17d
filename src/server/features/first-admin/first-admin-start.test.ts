import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FIRST_ADMIN_TOKEN_HEADER } from "#shared/auth/first-admin.schema";
import { freePort, type StartedProcess, startProcess, waitForOk } from "#tests/support/processes";

// `npm start` with no configuration: the real server process, its standard output read as the
// person who started it reads it.
const dataDir = mkdtempSync(path.join(tmpdir(), "vitrine-first-admin-"));
const running: StartedProcess[] = [];
afterAll(async () => {
  for (const server of running) await server.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(port: number) {
  const server = startProcess(
    process.execPath,
    ["--import", "tsx", "src/server/main.ts"],
    { PORT: String(port), DATA_DIR: dataDir, SEED_SAMPLE_DATA: "false", LOG_LEVEL: "info", DATABASE_URL: "" },
    { output: "capture" },
  );
  running.push(server);
  // Three starts of the real process, on a machine that may be busy with other tests.
  await waitForOk(`http://127.0.0.1:${port}/api/health`, 90_000);
  // The link is printed right after "Vitrine is listening"; health can answer a moment before.
  await expect.poll(() => server.output(), { timeout: 10_000 }).toContain("Vitrine is listening");
  return server;
}

const printedLink = (output: string) =>
  output.match(/^ {4}(http:\/\/\S+\/setup-admin#[A-Za-z0-9_-]{43})$/m)?.[1];

describe("the first administrator's link at start", () => {
  it("is printed while no administrator exists, replaced by the next start, and gone once it made one", async () => {
    const port = await freePort();
    const base = `http://localhost:${port}`;
    const first = await start(port);
    await expect.poll(() => printedLink(first.output()), { timeout: 10_000 }).toBeDefined();
    const firstLink = printedLink(first.output()) ?? "";
    expect(firstLink.startsWith(`${base}/setup-admin#`)).toBe(true);
    // The structured log says where to look, without the token.
    const logLine =
      first
        .output()
        .split("\n")
        .find((line) => line.includes("no administrator exists yet")) ?? "";
    expect(JSON.parse(logLine)).toMatchObject({ level: 30, page: "/setup-admin" });
    expect(logLine).not.toContain(firstLink.split("#")[1]);
    expect(await first.stop()).toBe(0);

    const second = await start(port);
    await expect.poll(() => printedLink(second.output()), { timeout: 10_000 }).toBeDefined();
    const secondLink = printedLink(second.output()) ?? "";
    expect(secondLink).not.toBe(firstLink);
    const tokenOf = (link: string) => ({ [FIRST_ADMIN_TOKEN_HEADER]: link.split("#")[1] ?? "" });
    const api = `http://127.0.0.1:${port}/api/first-admin`;
    expect((await fetch(api, { headers: tokenOf(firstLink) })).status).toBe(404);
    expect((await fetch(api, { headers: tokenOf(secondLink) })).status).toBe(200);
    const created = await fetch(api, {
      method: "POST",
      headers: { ...tokenOf(secondLink), "content-type": "application/json", origin: base },
      body: JSON.stringify({
        name: "Newcomer",
        email: "newcomer@vitrine.test",
        password: "first-admin-pass",
      }),
    });
    expect(created.status).toBe(201);
    expect(await second.stop()).toBe(0);

    const third = await start(port);
    expect(printedLink(third.output())).toBeUndefined();
    expect(third.output()).not.toContain("no administrator exists yet");
    expect(await third.stop()).toBe(0);
  }, 360_000);
});
