import type { Server } from "node:http";
import path from "node:path";
import { serve } from "@hono/node-server";
import { PAGE_INDEX } from "#client/app/routes/page-table.ts";
import { ensureAdmin } from "#server/auth/admin-bootstrap";
import { openDatabase } from "#server/db/database";
import { migrateToLatest } from "#server/db/migrate";
import { withStartupLock } from "#server/db/startup-lock";
import { reportDamagedValuesTo } from "#server/db/stored-json";
import { createCancellationSweep } from "#server/features/billing/cancellation-sweep";
import { createGrantedPlanExpiry } from "#server/features/billing/granted-plan-expiry";
import { preparePlanPrices } from "#server/features/billing/plan-prices.service";
import { type FirstAdminLink, offerFirstAdminLink } from "#server/features/first-admin/first-admin.service";
import { announceFirstAdminLink } from "#server/features/first-admin/first-admin-announcement";
import { createInquiryRetention } from "#server/features/inquiries/inquiry-retention";
import type { RenderPage } from "#server/features/seo/page-render";
import { seedSampleSiteContent } from "#server/features/site-content/sample-site-content.seed";
import { seedSampleTalents } from "#server/features/talents/sample-talents.seed";
import { createSavedSearchAlerts } from "#server/features/workspace/saved-search-alerts";
import { gracefulShutdown } from "#server/http/graceful-shutdown";
import { SiteServerResponse } from "#server/http/site-response";
import { createLogger } from "#server/lib/logger";
import { tightenDataDir } from "#server/lib/owner-only";
import { sweepExpiredUploads, uploadSweeps } from "#server/media/media-journal";
import { createApp, matchingTalents } from "./app.ts";
import { buildAppDeps, closeAppDeps } from "./app-deps.ts";
import { markBuildInUse, runningBuildDir } from "./build-dir.ts";
import { ConfigError, loadConfig } from "./config.ts";

/** How long requests already running at SIGTERM have to finish (an upload of 60 MB on a slow line). */
const FINISH_MS = 25_000;
/** Longer than the proxy's idle upstream keep-alive (4 s in docs/deploy/nginx.conf). */
const KEEP_ALIVE_MS = 4_500;

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
// Data directories written by earlier versions were readable by every account on the machine.
const othersOwn = tightenDataDir(config.dataDir);
if (othersOwn.length > 0) {
  log.warn({ paths: othersOwn }, "these belong to another account and stay readable by others: chown them");
}
// Stored JSON that cannot be read is logged with its record's id (ADR 30).
reportDamagedValuesTo((damaged) => log.error(damaged, "stored data cannot be read"));
const database = openDatabase({
  ...config,
  onConnectionError: (err) => log.warn({ err: { message: err.message } }, "a database connection was lost"),
});
// From a build, the client beside this code; from the sources (npm run dev), the current build's.
const buildDir = runningBuildDir(import.meta.url);
if (buildDir) markBuildInUse(buildDir);
const clientDir = buildDir ? path.join(buildDir, "client") : path.resolve("dist/current/client");
// The one place the server meets the client's code: the public pages' renderer (ADR 32). React and the
// pages load with the first page rendered, not with the server.
const renderPage: RenderPage = async (url, fetchApi) =>
  (await import("#client/app/server-render.tsx")).renderPage(url, fetchApi);
const deps = await buildAppDeps({
  config,
  database,
  log,
  client: { dir: clientDir, renderPage, pages: PAGE_INDEX },
});

/** The link to create the first administrator, while there is none (ADR 44). */
let firstAdminLink: FirstAdminLink | null = null;
try {
  // Instances started together take turns here (ADR 28): the first prepares, the others find it done.
  await withStartupLock(database, async () => {
    const applied = await migrateToLatest(database.db);
    if (applied.length) log.info({ applied }, "migrations applied");
    // One instance owns a SQLite file: every journal entry left at start is from a process that died.
    const swept = await sweepExpiredUploads(
      { db: database.db, media: deps.media, log },
      { everything: database.dialect === "sqlite" },
    );
    if (swept) log.info({ swept }, "files of interrupted uploads removed");
    if (config.admin) await ensureAdmin(deps.auth, config.admin, log);
    firstAdminLink = await offerFirstAdminLink(database.db, config.publicUrl);
    await preparePlanPrices(database.db, deps.payments, log);
    if (config.seedSampleData) {
      const seeded = await seedSampleTalents(database.db, deps.media);
      if (seeded) {
        log.info({ seeded }, "sample talents loaded");
        await deps.realtime.publish({ type: "talents.seeded" });
      }
      const samples = await seedSampleSiteContent(database.db);
      if (samples) log.info({ samples }, "sample testimonials and team members loaded");
    }
  });
  if (deps.payments.kind === "test") {
    log.warn("payments run in test mode: plans can be bought without paying; set STRIPE_* for real payments");
  }
  database.optimize();
} catch (err) {
  log.fatal({ err }, "could not prepare the database");
  await database.close();
  process.exit(1);
}

// The planner's statistics follow the data as it grows (cheap when nothing changed).
setInterval(() => database.optimize(), 60 * 60 * 1000).unref();

deps.mail.start();
// Threads without activity for 12 months are deleted with their personal data (ADR 34).
const inquiryRetention = createInquiryRetention({ db: database.db, log });
inquiryRetention.start();
// A plan an administrator assigned ends at its period end, with what it granted (ADR 42).
const grantedPlanExpiry = createGrantedPlanExpiry({ db: database.db, realtime: deps.realtime, log });
grantedPlanExpiry.start();
// Cancellations whose one-click link was not followed within 7 days go to the admin inbox (ADR 47).
const cancellationSweep = createCancellationSweep({
  db: database.db,
  realtime: deps.realtime,
  payments: deps.payments,
  log,
  mail: deps.mail,
  publicUrl: config.publicUrl,
});
cancellationSweep.start();
// Every hour, the saved searches' alerts that are due go out, one digest per search with news.
const savedSearchAlerts = createSavedSearchAlerts({
  db: database.db,
  mail: deps.mail,
  matching: matchingTalents,
  publicUrl: config.publicUrl,
  secret: config.authSecret,
  log,
});
savedSearchAlerts.start();
const app = createApp(deps);
// Every answer's head gets the site's headers (security headers, request id ...) as node writes it.
const server = serve(
  { fetch: app.fetch, port: config.port, serverOptions: { ServerResponse: SiteServerResponse } },
  (info) => {
    log.info(
      { port: info.port, url: config.publicUrl, database: database.dialect, payments: deps.payments.kind },
      "Vitrine is listening",
    );
    // Last, so it is what the terminal shows.
    if (firstAdminLink) announceFirstAdminLink(firstAdminLink, log);
  },
);

// Keep-alive connections are closed by the proxy before the app would (docs/deploy/nginx.conf keeps
// its idle upstream connections 4 s), so the proxy never sends a request on a connection we close.
(server as Server).keepAliveTimeout = KEEP_ALIVE_MS;
uploadSweeps({ db: database.db, media: deps.media, log });
const stopGracefully = gracefulShutdown({ server, lifecycle: deps.lifecycle, log, finishMs: FINISH_MS });

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, "shutting down: draining, then finishing in-flight requests");
  const forceExit = setTimeout(() => {
    log.error("in-flight requests did not finish in time; stopping anyway");
    process.exit(1);
  }, FINISH_MS + 5_000);
  forceExit.unref();
  await stopGracefully();
  inquiryRetention.stop();
  grantedPlanExpiry.stop();
  cancellationSweep.stop();
  savedSearchAlerts.stop();
  await closeAppDeps(deps);
  await database.close();
  log.info("stopped");
  process.exit(0);
}
process.on("SIGTERM", () => void shutdown("SIGTERM"));
process.on("SIGINT", () => void shutdown("SIGINT"));
