import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect.ts";

/**
 * An index for the keyword search (ADR 24), which matches a substring of the name or subcategory,
 * case-insensitively.
 *
 * PostgreSQL: pg_trgm GIN indexes on lower(name) and lower(subcategory) serve `lower(x) like '%term%'`.
 *
 * SQLite: an FTS5 table with the trigram tokenizer (substring matching, case folded). FTS5 rows are
 * keyed by integers and a talent by text, and a talent's implicit rowid may change on VACUUM, so
 * talent_search_docs gives each talent a stable integer key. Triggers keep both in step with every
 * write to talents, inside the writing transaction.
 */
// Frozen once landed: a schema change is a new migration file.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create extension if not exists pg_trgm`.execute(db);
    await sql`create index talents_name_trgm_idx on talents using gin (lower(name) gin_trgm_ops)`.execute(db);
    await sql`create index talents_subcategory_trgm_idx on talents using gin (lower(subcategory) gin_trgm_ops)`.execute(
      db,
    );
    return;
  }
  const statements = [
    sql`create table talent_search_docs (doc integer primary key, talent_id text not null unique)`,
    sql`create virtual table talent_search using fts5(name, subcategory, tokenize = 'trigram')`,
    sql`create trigger talent_search_insert after insert on talents begin
      insert into talent_search_docs (talent_id) values (new.id);
      insert into talent_search (rowid, name, subcategory)
        values ((select doc from talent_search_docs where talent_id = new.id), new.name, new.subcategory);
    end`,
    sql`create trigger talent_search_update after update of name, subcategory on talents
      when old.name is not new.name or old.subcategory is not new.subcategory begin
      update talent_search set name = new.name, subcategory = new.subcategory
        where rowid = (select doc from talent_search_docs where talent_id = new.id);
    end`,
    sql`create trigger talent_search_delete after delete on talents begin
      delete from talent_search where rowid = (select doc from talent_search_docs where talent_id = old.id);
      delete from talent_search_docs where talent_id = old.id;
    end`,
    sql`insert into talent_search_docs (talent_id) select id from talents`,
    sql`insert into talent_search (rowid, name, subcategory)
      select d.doc, t.name, t.subcategory from talents t join talent_search_docs d on d.talent_id = t.id`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index talents_subcategory_trgm_idx`.execute(db);
    await sql`drop index talents_name_trgm_idx`.execute(db);
    return;
  }
  for (const trigger of ["talent_search_delete", "talent_search_update", "talent_search_insert"]) {
    await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  }
  await sql`drop table talent_search`.execute(db);
  await sql`drop table talent_search_docs`.execute(db);
}
