// `npm run media:orphans`: lists stored media that no profile references; `-- --delete` removes it.
// `-- --older-than <minutes>` sets the grace period (default 60) that spares uploads in progress.
import { parseArgs } from "node:util";
import { ConfigError, loadConfig } from "#server/config";
import { openDatabase } from "#server/db/database";
import { migrateToLatest } from "#server/db/migrate";
import { createMediaStorage } from "#server/media/create-media-storage";
import { sweepMediaOrphans } from "./sweep-media-orphans.ts";

const USAGE = "Usage: npm run media:orphans [-- --delete] [-- --older-than <minutes>]";

function readOptions(): { remove: boolean; olderThanMinutes: number } {
  try {
    const { values } = parseArgs({
      options: {
        delete: { type: "boolean", default: false },
        "older-than": { type: "string", default: "60" },
      },
    });
    const olderThanMinutes = Number(values["older-than"]);
    if (!Number.isFinite(olderThanMinutes) || olderThanMinutes < 0) throw new Error("bad --older-than");
    return { remove: values.delete, olderThanMinutes };
  } catch {
    console.error(USAGE);
    process.exit(2);
  }
}

const options = readOptions();
try {
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    await migrateToLatest(database.db);
    const storage = createMediaStorage(config);
    const result = await sweepMediaOrphans(
      { db: database.db, storage },
      { remove: options.remove, graceMs: options.olderThanMinutes * 60_000 },
    );
    for (const { key, lastModified } of result.orphans) {
      console.log(`orphan  ${lastModified.toISOString()}  ${key}`);
    }
    const where = config.s3 ? `bucket ${config.s3.bucket}` : "DATA_DIR/media";
    const total = result.referenced + result.orphans.length + result.recent.length;
    console.log(
      `${total} stored file(s) in ${where}: ${result.referenced} referenced, ${result.orphans.length} orphaned (older than ${options.olderThanMinutes} min), ${result.recent.length} unreferenced but newer, left alone.`,
    );
    if (options.remove) {
      console.log(`Removed ${result.removed.length} file(s).`);
      for (const { key, reason } of result.failed) console.error(`could not remove ${key}: ${reason}`);
      if (result.failed.length > 0) process.exitCode = 1;
    } else if (result.orphans.length > 0) {
      console.log("Nothing was removed; run with -- --delete to remove the orphans.");
    }
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : `Media sweep failed: ${(err as Error).message}`);
  process.exit(1);
}
