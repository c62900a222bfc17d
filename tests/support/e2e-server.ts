// The app as end-to-end tests see it: a fresh data directory, sample data, and a known admin.
import { rmSync } from "node:fs";
import path from "node:path";
import { ensureClientBuild } from "../../scripts/client-build.ts";

export const E2E_DATA_DIR = path.resolve(".tmp/e2e-data");
export const E2E_ADMIN = { email: "admin@vitrine.test", password: "admin-password-1" };

rmSync(E2E_DATA_DIR, { recursive: true, force: true });
const port = process.env.E2E_PORT ?? "43210";
Object.assign(process.env, {
  PORT: port,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATA_DIR: E2E_DATA_DIR,
  SEED_SAMPLE_DATA: "true",
  ADMIN_EMAIL: E2E_ADMIN.email,
  ADMIN_PASSWORD: E2E_ADMIN.password,
  LOG_LEVEL: "warn",
});
ensureClientBuild();
await import("../../src/server/main.ts");
