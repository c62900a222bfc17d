// `npm run backup [-- <archive.tar.gz>]`: one archive of the SQLite database (online backup API),
// the media and the generated auth secret, while the server keeps running. PostgreSQL and S3 are
// backed up with their own tools (docs/deploy.md).
import path from "node:path";
import { createBackup } from "#server/backup/backup";
import { ConfigError, loadConfig } from "#server/config";

try {
  const config = loadConfig();
  if (config.databaseUrl || config.s3) {
    console.error(
      "npm run backup copies a SQLite database and local media; with DATABASE_URL or S3_* use pg_dump and the bucket's own copies (docs/deploy.md).",
    );
    process.exit(2);
  }
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const archive = process.argv[2] ?? path.join("backups", `vitrine-${stamp}.tar.gz`);
  const { skipped } = await createBackup({ dataDir: config.dataDir, archive });
  for (const name of skipped) console.warn(`Left out (not a plain file or folder): ${name}`);
  // Whoever reads the archive can sign in as anyone: it is written for its owner only.
  console.log(`Backup written to ${archive} (readable by this account only)`);
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : `Backup failed: ${(err as Error).message}`);
  process.exit(1);
}
