import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runSteps } from "./run-steps.mjs";

let logDir: string;
beforeEach(() => {
  logDir = mkdtempSync(path.join(tmpdir(), "vitrine-steps-"));
});
afterEach(() => rmSync(logDir, { recursive: true, force: true }));

/** A step that prints its name, waits `ms` and exits with `code`. */
const step = (name: string, ms: number, code = 0, more: { needs?: string[]; after?: string[] } = {}) => ({
  name,
  cmd: [
    process.execPath,
    "-e",
    `console.log("${name} says hi"); setTimeout(() => process.exit(${code}), ${ms})`,
  ],
  ...more,
});

const run = async (steps: ReturnType<typeof step>[], keepGoing = false) => {
  let output = "";
  const results = await runSteps(steps, { keepGoing, logDir, write: (text) => (output += text) });
  const result = (name: string) => {
    const found = results.find((r) => r.name === name);
    if (!found) throw new Error(`no result for ${name}`);
    return found;
  };
  return { results, result, output, status: Object.fromEntries(results.map((r) => [r.name, r.status])) };
};

describe("runSteps", () => {
  it("runs steps that need nothing side by side, and one that needs them once they passed", async () => {
    const { results, result, output } = await run([
      step("a", 400),
      step("b", 400),
      step("c", 0, 0, { needs: ["a", "b"] }),
    ]);
    const a = result("a");
    const b = result("b");
    const c = result("c");
    expect(results.map((r) => r.status)).toEqual(["passed", "passed", "passed"]);
    // b started before a ended; c only once both had.
    expect(b.startedAt).toBeLessThan(a.endedAt ?? 0);
    expect(c.startedAt).toBeGreaterThanOrEqual(Math.max(a.endedAt ?? 0, b.endedAt ?? 0));
    expect(output).toContain("[a] a says hi");
    expect(readFileSync(path.join(logDir, "b.log"), "utf8")).toBe("b says hi\n");
  });

  it("stops the running steps at the first failure and starts no other", async () => {
    const { status, result } = await run([
      step("fails", 100, 1),
      step("long", 20_000),
      step("later", 0, 0, { after: ["fails"] }),
    ]);
    expect(status).toEqual({ fails: "failed", long: "stopped", later: "skipped" });
    // Stopped, not waited for.
    const long = result("long");
    expect((long.endedAt ?? 0) - (long.startedAt ?? 0)).toBeLessThan(10_000);
    expect(result("later").reason).toBe("stopped at the first failure");
  });

  it("with keepGoing runs every step, skipping only those that need the failed one", async () => {
    const { status, result } = await run(
      [
        step("fails", 100, 1),
        step("other", 300),
        step("after-it", 0, 0, { after: ["fails"] }),
        step("needs-it", 0, 0, { needs: ["fails"] }),
        step("needs-that", 0, 0, { needs: ["needs-it"] }),
      ],
      true,
    );
    expect(status).toEqual({
      fails: "failed",
      other: "passed",
      "after-it": "passed",
      "needs-it": "skipped",
      "needs-that": "skipped",
    });
    expect(result("needs-it").reason).toBe("fails did not pass");
    expect(result("needs-that").reason).toBe("needs-it did not pass");
  });
});
