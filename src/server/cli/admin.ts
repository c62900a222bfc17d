// `npm run admin -- promote <email>`: gives an existing account the admin role (and confirms its address).
import { ConfigError, loadConfig } from "#server/config";
import { openDatabase } from "#server/db/database";
import { migrateToLatest } from "#server/db/migrate";
import { promoteToAdmin } from "./promote-to-admin.ts";

const [command, email] = process.argv.slice(2);
if (command !== "promote" || !email) {
  console.error("Usage: npm run admin -- promote <email>");
  process.exit(2);
}

try {
  const config = loadConfig();
  const database = openDatabase(config);
  try {
    await migrateToLatest(database.db);
    const promoted = await promoteToAdmin(database.db, email);
    if (!promoted) {
      console.error(`No account uses ${email}. The person must sign up first.`);
      process.exitCode = 1;
    } else {
      console.log(`${email} is now an administrator.`);
    }
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : `Could not promote: ${(err as Error).message}`);
  process.exit(1);
}
