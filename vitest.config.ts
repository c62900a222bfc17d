import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * The test files under `dir` that replace a module with vi.mock. Each of them needs modules loaded
 * afresh, as Vitest's default isolation gives every file; the other tests share the modules a worker
 * loaded (isolate: false), which spares importing the app again for each of their files, and for the
 * DOM tests building a new jsdom per file (docs/bench/test-loop.md). A new vi.mock is found here by
 * itself.
 */
const testsThatMock = (dir: string, suffix: string) =>
  readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(suffix))
    .map((file) => path.join(dir, file).split(path.sep).join("/"))
    .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(file, "utf8")));

const SERVER_TESTS_THAT_MOCK = testsThatMock("src/server", ".test.ts");
const DOM_TESTS_THAT_MOCK = testsThatMock("src/client", ".dom.test.tsx");

const dom = {
  include: ["src/client/**/*.dom.test.tsx"],
  environment: "jsdom" as const,
  // A DOM test that opens a lazily loaded dialog or menu imports it on the spot; beside the other
  // suites on two cores that took more than the default 5 s.
  testTimeout: 20_000,
  setupFiles: ["tests/support/console-errors.ts", "tests/support/dom-setup.ts"],
};

const server = {
  environment: "node" as const,
  setupFiles: ["tests/support/console-errors.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "src/shared/**/*.test.ts",
            "src/client/**/*.test.{ts,tsx}",
            "scripts/**/*.test.ts",
            "packages/*/src/**/*.test.ts",
            "tests/support/**/*.test.ts",
          ],
          exclude: ["src/client/**/*.dom.test.tsx"],
          environment: "node",
          setupFiles: ["tests/support/console-errors.ts"],
          isolate: false,
        },
      },
      // `--project=client*` runs both DOM projects.
      { test: { ...dom, name: "client", exclude: DOM_TESTS_THAT_MOCK, isolate: false } },
      { test: { ...dom, name: "client-isolated", include: DOM_TESTS_THAT_MOCK } },
      // `--project=server*` runs both server projects.
      {
        test: {
          ...server,
          name: "server",
          include: ["src/server/**/*.test.ts"],
          exclude: SERVER_TESTS_THAT_MOCK,
          isolate: false,
        },
      },
      { test: { ...server, name: "server-isolated", include: SERVER_TESTS_THAT_MOCK } },
    ],
  },
});
