import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect.ts";

// An account's role is "user" or "admin" and nothing else (ADR 39): the database refuses any other
// value, whatever writes it. Roles stored before (null, or a string better-auth's admin endpoints
// accepted, which no check ever read as an administrator) become "user".
// PostgreSQL: NOT NULL and a CHECK constraint. SQLite cannot add a constraint to a table, so two
// triggers refuse the same writes. Frozen once landed: a change is a new migration.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update "user" set role = 'user' where role is null or role not in ('user', 'admin')`.execute(db);
  if (isPostgres(db)) {
    await sql`alter table "user" alter column role set not null`.execute(db);
    await sql`alter table "user" add constraint user_role_known check (role in ('user', 'admin'))`.execute(
      db,
    );
    return;
  }
  for (const [name, event] of [
    ["user_role_known_insert", sql`insert`],
    ["user_role_known_update", sql`update of role`],
  ] as const) {
    await sql`create trigger ${sql.id(name)} before ${event} on "user"
      when new.role is null or new.role not in ('user', 'admin') begin
        select raise(abort, 'user.role must be user or admin');
      end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table "user" drop constraint user_role_known`.execute(db);
    await sql`alter table "user" alter column role drop not null`.execute(db);
    return;
  }
  for (const name of ["user_role_known_insert", "user_role_known_update"]) {
    await sql`drop trigger ${sql.id(name)}`.execute(db);
  }
}
