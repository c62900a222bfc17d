// `npm run restore -- <archive.tar.gz>`: brings a backup made by `npm run backup` back into
// DATA_DIR. Stop the server first; what DATA_DIR held is moved aside, not deleted.
import { restoreBackup } from "#server/backup/backup";
import { ConfigError, loadConfig } from "#server/config";

const archive = process.argv[2];
if (!archive) {
  console.error("Usage: npm run restore -- <archive.tar.gz>   (stop the server first)");
  process.exit(2);
}
try {
  const config = loadConfig();
  const aside = await restoreBackup({ dataDir: config.dataDir, archive });
  console.log(`Restored ${archive} into ${config.dataDir}`);
  if (aside) console.log(`What was there before is in ${aside}`);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : `Restore failed: ${(err as Error).message}`);
  process.exit(1);
}
