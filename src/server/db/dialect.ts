import { type Kysely, PostgresAdapter } from "kysely";

/** Whether a Kysely instance talks to PostgreSQL (else SQLite); for the few type differences in migrations. */
export function isPostgres(db: { getExecutor: Kysely<never>["getExecutor"] }): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
