import { PAGE_INDEX } from "#client/app/routes/page-table.ts";
import { createApp } from "#server/app";
import { type AppDeps, buildAppDeps, closeAppDeps } from "#server/app-deps";
import { type Config, loadConfig } from "#server/config";
import { openDatabase } from "#server/db/database";
import type { RenderPage } from "#server/features/seo/page-render";
import { createLogger } from "#server/lib/logger";
import { createTestDatabase, type TestDatabase } from "./test-database.ts";

export type TestApp = {
  app: ReturnType<typeof createApp>;
  config: Config;
  deps: AppDeps;
  database: TestDatabase;
  /** Sends a request through the HTTP app, as a browser on PUBLIC_URL would. */
  request: (path: string, init?: RequestInit) => Promise<Response>;
  dispose: () => Promise<void>;
};

/** The client's renderer of the public pages, as the process entry (`src/server/main.ts`) hands it in. */
const renderClientPage: RenderPage = async (url, fetchApi) =>
  (await import("#client/app/server-render.tsx")).renderPage(url, fetchApi);

/** Parts a test replaces: the payment provider, the pages' renderer. */
type TestAppOverrides = Parameters<typeof buildAppDeps>[1] & { renderPage?: RenderPage };

/** The real app on a fresh database, for one test file's integration tests. */
export async function createTestApp(
  env: Record<string, string> = {},
  clientDir?: string,
  overrides: TestAppOverrides = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    PUBLIC_URL: "http://localhost:3000",
    SEED_SAMPLE_DATA: "false",
    LOG_LEVEL: "silent",
    // The real nudity model costs a test file that submits pictures seconds (ADR 54): the review
    // checks' own tests switch it on, or inject a score source.
    NUDITY_CHECK: "off",
    TRUST_PROXY: "true",
    // Several instances on one PostgreSQL share one secret, which the configuration then requires.
    ...(database.databaseUrl
      ? { DATABASE_URL: database.databaseUrl, AUTH_SECRET: "test-secret-shared-by-every-instance-0123" }
      : {}),
    ...env,
  });
  const log = createLogger(config.logLevel);
  const { renderPage = renderClientPage, ...depsOverrides } = overrides;
  const client = clientDir ? { dir: clientDir, renderPage, pages: PAGE_INDEX } : undefined;
  const deps = await buildAppDeps({ config, database: database.handle, log, client }, depsOverrides);
  const app = createApp(deps);
  deps.mail.start();
  return {
    app,
    config,
    deps,
    database,
    request: (path, init) => Promise.resolve(app.request(new URL(path, config.publicUrl).toString(), init)),
    dispose: async () => {
      await closeAppDeps(deps);
      await database.dispose();
    },
  };
}

/**
 * A second app instance on the first one's database (its own connections, hub and caches), as a
 * second process behind a load balancer would be. It shares the data directory, so the auth secret.
 */
export async function createSecondInstance(first: TestApp): Promise<TestApp> {
  const handle = openDatabase({ databaseUrl: first.database.databaseUrl, dataDir: first.database.dataDir });
  const log = createLogger(first.config.logLevel);
  const deps = await buildAppDeps({ config: first.config, database: handle, log, client: undefined });
  const app = createApp(deps);
  return {
    app,
    config: first.config,
    deps,
    database: { ...first.database, handle, dispose: () => handle.close() },
    request: (path, init) =>
      Promise.resolve(app.request(new URL(path, first.config.publicUrl).toString(), init)),
    dispose: async () => {
      await deps.realtime.close();
      await handle.close();
    },
  };
}
