import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { E2E_VARIANTS, type E2eVariant, e2ePort } from "./tests/support/e2e-constants.ts";

const PORT = e2ePort("main");

/**
 * Debian's old headless shell (package chromium-headless-shell) when installed: the same engine
 * without the full browser's shell, about a quarter less CPU over the suite than /usr/bin/chromium
 * (docs/bench/test-loop.md). CHROMIUM_PATH picks another.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

/** One app per variant (see e2e-constants.ts); specs run in parallel, mostly on the main one. */
const server = (variant: E2eVariant) => ({
  command: "node node_modules/tsx/dist/cli.mjs tests/support/e2e-server.ts",
  url: `http://127.0.0.1:${e2ePort(variant)}/api/health`,
  env: { E2E_PORT: String(e2ePort(variant)), E2E_VARIANT: variant },
  reuseExistingServer: false,
  timeout: 180_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
});

export default defineConfig({
  // scripts/e2e-shuffled.mjs points this at a directory of its own, whose files import the specs in a
  // shuffled order.
  testDir: process.env.E2E_TEST_DIR ?? "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [
    ["list"],
    ["json", { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? ".tmp/reports/e2e.json" }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Recording a trace for every test costs about a tenth of the suite's CPU; a failing test's
    // retry (CI retries once) records one. Locally: `npx playwright test <file> --trace on`.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: (Object.keys(E2E_VARIANTS) as E2eVariant[]).map(server),
});
