import path from "node:path";
import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { buildAppDeps } from "./app-deps.ts";
import { ensureAdmin } from "./auth/admin-bootstrap.ts";
import { markBuildInUse, runningBuildDir } from "./build-dir.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { openDatabase } from "./db/database.ts";
import { migrateToLatest } from "./db/migrate.ts";
import { preparePlanPrices } from "./features/billing/plan-prices.service.ts";
import { seedSampleSiteContent } from "./features/site-content/sample-site-content.seed.ts";
import { seedSampleTalents } from "./features/talents/sample-talents.seed.ts";
import { createLogger } from "./lib/logger.ts";

function readConfig() {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const config = readConfig();
const log = createLogger(config.logLevel);
const database = openDatabase({
  ...config,
  onConnectionError: (err) => log.warn({ err: { message: err.message } }, "a database connection was lost"),
});
// From a build, the client beside this code; from the sources (npm run dev), the current build's.
const buildDir = runningBuildDir(import.meta.url);
if (buildDir) markBuildInUse(buildDir);
const clientDir = buildDir ? path.join(buildDir, "client") : path.resolve("dist/current/client");
const deps = await buildAppDeps({ config, database, log, clientDir });

try {
  const applied = await migrateToLatest(database.db);
  if (applied.length) log.info({ applied }, "migrations applied");
  if (config.admin) await ensureAdmin(deps.auth, config.admin, log);
  await preparePlanPrices(database.db, deps.payments, log);
  if (deps.payments.kind === "test") {
    log.warn("payments run in test mode: plans can be bought without paying; set STRIPE_* for real payments");
  }
  if (config.seedSampleData) {
    const seeded = await seedSampleTalents(database.db, deps.media);
    if (seeded) {
      log.info({ seeded }, "sample talents loaded");
      await deps.realtime.publish({ type: "talents.seeded" });
    }
    const samples = await seedSampleSiteContent(database.db);
    if (samples) log.info({ samples }, "sample testimonials and team members loaded");
  }
  database.optimize();
} catch (err) {
  log.fatal({ err }, "could not prepare the database");
  await database.close();
  process.exit(1);
}

// The planner's statistics follow the data as it grows (cheap when nothing changed).
setInterval(() => database.optimize(), 60 * 60 * 1000).unref();

const app = createApp(deps);
const server = serve({ fetch: app.fetch, port: config.port }, (info) => {
  log.info(
    { port: info.port, url: config.publicUrl, database: database.dialect, payments: deps.payments.kind },
    "Vitrine is listening",
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "shutting down: finishing in-flight requests");
  const forceExit = setTimeout(() => process.exit(1), 10_000);
  forceExit.unref();
  server.close(async () => {
    await deps.realtime.close();
    await database.close();
    log.info("stopped");
    process.exit(0);
  });
  // Idle keep-alive connections would hold close() open; in-flight requests still finish.
  if ("closeIdleConnections" in server) server.closeIdleConnections();
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
