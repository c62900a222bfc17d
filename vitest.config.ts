import { defineConfig } from "vitest/config";

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
        },
      },
      {
        test: {
          name: "client",
          include: ["src/client/**/*.dom.test.tsx"],
          environment: "jsdom",
          setupFiles: ["tests/support/console-errors.ts", "tests/support/dom-setup.ts"],
        },
      },
      {
        test: {
          name: "server",
          include: ["src/server/**/*.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/console-errors.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
