import type { Config } from "./config.ts";
import type { DatabaseHandle } from "./db/database.ts";
import type { Logger } from "./lib/logger.ts";
import type { MediaStorage } from "./media/media-storage.ts";

/** What the HTTP app is built from; tests build the same object around a scratch database. */
export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  log: Logger;
  media: MediaStorage;
  /** Where the built client lives; absent in API-only tests. */
  clientDir: string | undefined;
};
