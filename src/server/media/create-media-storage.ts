import path from "node:path";
import type { Config } from "../config.ts";
import { createLocalMediaStorage } from "./local-media-storage.ts";
import type { MediaStorage } from "./media-storage.ts";

/** Local files under DATA_DIR/media unless an S3-compatible bucket is configured. */
export function createMediaStorage(config: Pick<Config, "dataDir" | "s3">): MediaStorage {
  return createLocalMediaStorage(path.join(config.dataDir, "media"));
}
