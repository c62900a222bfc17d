import type { Migration } from "kysely";
import * as catalogueTables from "./2026-11-22-01-catalogue-tables.ts";
import * as authTables from "./2026-11-22-02-auth-tables.ts";
import * as contactSender from "./2026-11-22-03-contact-sender.ts";
import * as talentListIndexes from "./2026-11-23-50-talent-list-indexes.ts";
import * as talentSearch from "./2026-11-23-51-talent-search.ts";

/** Every migration, by its date-stamped name; Kysely applies them in name order. */
export const MIGRATIONS: Record<string, Migration> = {
  "2026-11-22-01-catalogue-tables": catalogueTables,
  "2026-11-22-02-auth-tables": authTables,
  "2026-11-22-03-contact-sender": contactSender,
  "2026-11-23-50-talent-list-indexes": talentListIndexes,
  "2026-11-23-51-talent-search": talentSearch,
};
