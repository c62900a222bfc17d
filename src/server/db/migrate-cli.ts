import { loadConfig } from "#server/config";
import { openDatabase } from "./database.ts";
import { migrateToLatest } from "./migrate.ts";

const config = loadConfig();
const handle = openDatabase(config);
try {
  const applied = await migrateToLatest(handle.db);
  console.log(applied.length ? `Applied: ${applied.join(", ")}` : "The database is up to date.");
} finally {
  await handle.close();
}
