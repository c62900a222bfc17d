import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { playwrightReport, playwrightRerun, vitestReport, vitestRerun } from "./reports.mjs";

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "vitrine-reports-"));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const write = (name: string, value: unknown) => {
  const file = path.join(dir, name);
  writeFileSync(file, JSON.stringify(value));
  return file;
};

describe("vitestReport", () => {
  it("counts, and names each failed test and each file that failed before its tests ran", () => {
    const file = write("unit.json", {
      numPassedTests: 7,
      numFailedTests: 1,
      numFailedTestSuites: 1,
      testResults: [
        { name: path.resolve("src/ok.test.ts"), status: "passed", assertionResults: [{ status: "passed" }] },
        {
          name: path.resolve("src/broken.test.ts"),
          status: "failed",
          assertionResults: [
            { status: "passed", fullName: "works" },
            { status: "failed", fullName: "adds > two numbers", failureMessages: ["expected 3\nto be 4"] },
          ],
        },
        { name: path.resolve("src/import.test.ts"), status: "failed", message: "Cannot find module x" },
      ],
    });
    const report = vitestReport(file);
    expect(report.counts).toEqual({ passed: 7, failed: 2 });
    expect(report.files).toEqual(["src/broken.test.ts", "src/import.test.ts"]);
    expect(report.failures).toEqual([
      "src/broken.test.ts > adds > two numbers\n    expected 3\n    to be 4",
      "src/import.test.ts\n    Cannot find module x",
    ]);
    expect(vitestRerun("src/broken.test.ts")).toBe("node_modules/.bin/vitest run src/broken.test.ts");
  });

  it("has no counts when the run wrote no report", () => {
    expect(vitestReport(path.join(dir, "none.json"))).toEqual({ failures: [], files: [] });
  });
});

describe("playwrightReport", () => {
  it("names the failed specs as the repository has them, also when run from the shuffled directory", () => {
    const rootDir = path.resolve(".tmp/e2e-shuffled");
    const file = write("e2e.json", {
      config: { rootDir },
      stats: { expected: 5, flaky: 1, unexpected: 1 },
      suites: [
        {
          title: "003-contact.spec.ts",
          specs: [],
          suites: [
            {
              title: "Contact form",
              specs: [
                {
                  title: "sends",
                  file: "../../tests/e2e/contact.spec.ts",
                  line: 12,
                  tests: [{ status: "unexpected", results: [{ error: { message: "Timed out" } }] }],
                },
                {
                  title: "shows",
                  file: "../../tests/e2e/contact.spec.ts",
                  line: 30,
                  tests: [{ status: "expected" }],
                },
              ],
            },
          ],
        },
      ],
    });
    const report = playwrightReport(file);
    expect(report.counts).toEqual({ passed: 6, failed: 1 });
    expect(report.files).toEqual(["tests/e2e/contact.spec.ts"]);
    expect(report.failures).toEqual(["tests/e2e/contact.spec.ts:12 Contact form > sends\n    Timed out"]);
  });

  it("reruns one spec on the ports of this run", () => {
    expect(playwrightRerun("tests/e2e/contact.spec.ts", { E2E_PORT: "50000" })).toBe(
      "E2E_PORT=50000 npx playwright test tests/e2e/contact.spec.ts --workers=1",
    );
    expect(playwrightRerun("tests/e2e/contact.spec.ts", {})).toBe(
      "npx playwright test tests/e2e/contact.spec.ts --workers=1",
    );
  });
});
