import { defineConfig, devices } from "@playwright/test";
import { e2eEmptyPort } from "./tests/support/e2e-constants.ts";

const PORT = Number(process.env.E2E_PORT ?? 43210);
/** A second app with no talents, used only by the seeding spec (specs run in parallel on the first). */
const EMPTY_PORT = e2eEmptyPort(PORT);
const serverCommand = "node node_modules/tsx/dist/cli.mjs tests/support/e2e-server.ts";

export default defineConfig({
  testDir: "tests/e2e",
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
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
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
  webServer: [
    {
      command: serverCommand,
      url: `http://127.0.0.1:${PORT}/api/health`,
      env: { E2E_PORT: String(PORT) },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
    {
      command: serverCommand,
      url: `http://127.0.0.1:${EMPTY_PORT}/api/health`,
      env: { E2E_PORT: String(EMPTY_PORT), E2E_EMPTY: "true" },
      reuseExistingServer: false,
      timeout: 180_000,
      stdout: "ignore",
      stderr: "pipe",
    },
  ],
});
