import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect.ts";

/**
 * Indexes for a keyword search that finds a talent by the whole name (ADR 62): `search_name` is
 * "\n<folded name>\n" or "\n<folded name>\n<German spelling>\n" (ADR 57); each of its two spellings
 * is indexed as an expression, so the talents named exactly as searched are looked up rather than
 * found among thousands of matches of a common last name. The query must write the same
 * expressions (`talent-search.ts`): PostgreSQL the second and third fields split at the line
 * breaks; SQLite the text up to the second line break, and everything after it (the German
 * spelling and its line break, or nothing).
 */
const WHOLE_NAME_EXPRESSIONS = {
  postgres: ["split_part(search_name, E'\\n', 2)", "split_part(search_name, E'\\n', 3)"],
  sqlite: [
    "substr(search_name, 2, instr(substr(search_name, 2), char(10)) - 1)",
    "substr(search_name, instr(substr(search_name, 2), char(10)) + 2)",
  ],
} as const;

// Frozen once landed: a schema change is a new migration file.
export async function up(db: Kysely<unknown>): Promise<void> {
  const [first, second] = WHOLE_NAME_EXPRESSIONS[isPostgres(db) ? "postgres" : "sqlite"];
  await sql`create index talents_search_name_first_idx on talents ((${sql.raw(first)}))`.execute(db);
  await sql`create index talents_search_name_second_idx on talents ((${sql.raw(second)}))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index talents_search_name_first_idx`.execute(db);
  await sql`drop index talents_search_name_second_idx`.execute(db);
}
