import { existsSync } from "node:fs";
import { defineConfig, devices } from "@playwright/test";
import { e2ePort } from "./tests/support/e2e-constants.ts";

const PORT = e2ePort("main");

/**
 * Debian's old headless shell (package chromium-headless-shell) when installed: the same engine
 * without the full browser's shell, about a quarter less CPU over the suite than /usr/bin/chromium
 * (docs/bench/test-loop.md). CHROMIUM_PATH picks another.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

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
  // Every app (tests/support/e2e-constants.ts lists them; specs run mostly on the main one), started
  // side by side by one process, which prints its ready line once each answers.
  webServer: {
    command: "node node_modules/tsx/dist/cli.mjs tests/support/e2e-apps.ts",
    wait: { stdout: /e2e apps ready/ },
    env: { E2E_PORT: String(PORT) },
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
