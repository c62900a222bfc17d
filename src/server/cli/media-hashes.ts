// `npm run media:hashes`: hashes every profile picture that has no perceptual hash yet, so that the
// review checks compare a submitted profile with every other (ADR 52). Safe to run again.
import { ConfigError, loadConfig } from "#server/config";
import { openDatabase } from "#server/db/database";
import { migrateToLatest } from "#server/db/migrate";
import { createMediaStorage } from "#server/media/create-media-storage";
import { hashAllPictures } from "#server/review-checks/review-checks";

try {
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    await migrateToLatest(database.db);
    const hashed = await hashAllPictures({ db: database.db, media: createMediaStorage(config) });
    console.log(`Hashed ${hashed} picture(s).`);
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : `Hashing failed: ${(err as Error).message}`);
  process.exit(1);
}
