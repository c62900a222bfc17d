import { type Kysely, sql } from "kysely";
import { searchText } from "#shared/search/fold";
import { isPostgres } from "../dialect.ts";

/**
 * The keyword search in one spelling (ADR 57): `search_name` and `search_text` hold a talent's name,
 * and its name, subcategory, location and bio, lower case, without diacritics, with the German
 * spelling of ä, ö, ü as a second variant (`#shared/search/fold`). The app writes them with every
 * write of the row; this migration fills them for the rows there are.
 *
 * Their index replaces migration 2026-11-23-51's on the name and subcategory:
 * - PostgreSQL: a pg_trgm GIN index on search_text serves `search_text like '%term%'`.
 * - SQLite: a contentless FTS5 trigram table (the text is not stored twice), keyed by
 *   talent_search_docs' stable integers, kept in step by triggers inside the writing transaction.
 */
// Frozen once landed: a schema change is a new migration file.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table talents add column search_name text not null default ''`.execute(db);
  await sql`alter table talents add column search_text text not null default ''`.execute(db);
  await fillSearchColumns(db);

  if (isPostgres(db)) {
    await sql`drop index talents_name_trgm_idx`.execute(db);
    await sql`drop index talents_subcategory_trgm_idx`.execute(db);
    await sql`create index talents_search_text_trgm_idx on talents using gin (search_text gin_trgm_ops)`.execute(
      db,
    );
    return;
  }
  const statements = [
    sql`drop trigger talent_search_insert`,
    sql`drop trigger talent_search_update`,
    sql`drop trigger talent_search_delete`,
    sql`drop table talent_search`,
    sql`create virtual table talent_search_text using fts5(
      text, tokenize = 'trigram', content = '', contentless_delete = 1)`,
    sql`create trigger talent_search_text_insert after insert on talents begin
      insert into talent_search_docs (talent_id) values (new.id);
      insert into talent_search_text (rowid, text)
        values ((select doc from talent_search_docs where talent_id = new.id), new.search_text);
    end`,
    sql`create trigger talent_search_text_update after update of search_text on talents
      when old.search_text is not new.search_text begin
      update talent_search_text set text = new.search_text
        where rowid = (select doc from talent_search_docs where talent_id = new.id);
    end`,
    sql`create trigger talent_search_text_delete after delete on talents begin
      delete from talent_search_text where rowid = (select doc from talent_search_docs where talent_id = old.id);
      delete from talent_search_docs where talent_id = old.id;
    end`,
    sql`insert into talent_search_text (rowid, text)
      select d.doc, t.search_text from talents t join talent_search_docs d on d.talent_id = t.id`,
  ];
  for (const statement of statements) await statement.execute(db);
}

type TextRow = { id: string; name: string; subcategory: string; location: string; bio: string };

/** Fills the two columns, a thousand rows at a time in id order. */
async function fillSearchColumns(db: Kysely<unknown>): Promise<void> {
  let after = "";
  for (;;) {
    const { rows } = await sql<TextRow>`select id, name, subcategory, location, bio from talents
      where id > ${after} order by id limit 1000`.execute(db);
    for (const row of rows) {
      // The parts talentSearchColumns (talents.repository.ts) writes.
      const name = searchText([row.name]);
      const text = searchText([row.name, row.subcategory, row.location, row.bio]);
      await sql`update talents set search_name = ${name}, search_text = ${text} where id = ${row.id}`.execute(
        db,
      );
    }
    const last = rows.at(-1);
    if (!last) return;
    after = last.id;
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index talents_search_text_trgm_idx`.execute(db);
    await sql`create index talents_name_trgm_idx on talents using gin (lower(name) gin_trgm_ops)`.execute(db);
    await sql`create index talents_subcategory_trgm_idx on talents using gin (lower(subcategory) gin_trgm_ops)`.execute(
      db,
    );
  } else {
    for (const trigger of [
      "talent_search_text_delete",
      "talent_search_text_update",
      "talent_search_text_insert",
    ]) {
      await sql`drop trigger ${sql.id(trigger)}`.execute(db);
    }
    await sql`drop table talent_search_text`.execute(db);
    // Migration 2026-11-23-51's table and triggers, as they were.
    const statements = [
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
      sql`insert into talent_search (rowid, name, subcategory)
        select d.doc, t.name, t.subcategory from talents t join talent_search_docs d on d.talent_id = t.id`,
    ];
    for (const statement of statements) await statement.execute(db);
  }
  await sql`alter table talents drop column search_text`.execute(db);
  await sql`alter table talents drop column search_name`.execute(db);
}
