import path from "node:path";
import type { Config } from "#server/config";
import { createLocalMediaStorage } from "./local-media-storage.ts";
import type { MediaStorage } from "./media-storage.ts";
import { createS3Client, createS3MediaStorage } from "./s3-media-storage.ts";

/** Local files under DATA_DIR/media unless an S3-compatible bucket is configured. */
export function createMediaStorage(config: Pick<Config, "dataDir" | "s3">): MediaStorage {
  if (config.s3) return createS3MediaStorage(createS3Client(config.s3), { bucket: config.s3.bucket });
  return createLocalMediaStorage(path.join(config.dataDir, "media"));
}
