import { type Kysely, PostgresAdapter } from "kysely";

/** Whether a Kysely instance talks to PostgreSQL (else SQLite); for the few type differences in migrations. */
export function isPostgres<T>(db: Kysely<T>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
