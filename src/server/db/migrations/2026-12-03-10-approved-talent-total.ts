import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect.ts";

/**
 * The number of approved talents, kept rather than counted (ADR 62): the public list's unfiltered
 * total read one row instead of every approved talent's index entry (PostgreSQL, 1,000,000 talents:
 * 60 ms of CPU a request). `talent_totals` holds one row, `approved`; triggers on talents add or take
 * one when an approved talent is inserted or deleted or a talent's status changes to or from
 * approved, inside the writing transaction. Only those writes touch the row, so a registration or an
 * edit that keeps the status waits for no one.
 */
// Frozen once landed: a schema change is a new migration file.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table talent_totals (name text primary key, count integer not null)`.execute(db);
  await sql`insert into talent_totals (name, count)
    select 'approved', count(*) from talents where status = 'approved'`.execute(db);
  const add = (delta: string) =>
    sql.raw(`update talent_totals set count = count + (${delta}) where name = 'approved';`);
  if (isPostgres(db)) {
    await sql`create function talent_totals_count() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then ${add("1")}
        elsif tg_op = 'DELETE' then ${add("-1")}
        elsif new.status = 'approved' then ${add("1")}
        else ${add("-1")}
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger talent_totals_insert after insert on talents for each row
      when (new.status = 'approved') execute function talent_totals_count()`.execute(db);
    await sql`create trigger talent_totals_delete after delete on talents for each row
      when (old.status = 'approved') execute function talent_totals_count()`.execute(db);
    await sql`create trigger talent_totals_update after update of status on talents for each row
      when ((old.status = 'approved') is distinct from (new.status = 'approved'))
      execute function talent_totals_count()`.execute(db);
    return;
  }
  await sql`create trigger talent_totals_insert after insert on talents
    when new.status = 'approved' begin ${add("1")} end`.execute(db);
  await sql`create trigger talent_totals_delete after delete on talents
    when old.status = 'approved' begin ${add("-1")} end`.execute(db);
  await sql`create trigger talent_totals_update after update of status on talents
    when (old.status = 'approved') is not (new.status = 'approved')
    begin ${add("case when new.status = 'approved' then 1 else -1 end")} end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const trigger of ["talent_totals_insert", "talent_totals_delete", "talent_totals_update"]) {
    await sql`drop trigger ${sql.id(trigger)}${isPostgres(db) ? sql` on talents` : sql``}`.execute(db);
  }
  if (isPostgres(db)) await sql`drop function talent_totals_count()`.execute(db);
  await sql`drop table talent_totals`.execute(db);
}
