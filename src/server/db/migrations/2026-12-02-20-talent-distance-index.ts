import { type Kysely, sql } from "kysely";
import { isPostgres } from "../dialect.ts";

/**
 * An index for the search by distance (ADR 56): the talents whose place lies in a box around a centre,
 * before the exact great-circle distance is computed for those alone.
 *
 * PostgreSQL: the coordinates become double precision, as SQLite's REAL is (PostgreSQL's real is a
 * 4-byte float: about 0.5 m apart at these latitudes, so the two engines measured differently). Then
 * the cube and earthdistance extensions (trusted: the database's owner may create them),
 * and a GiST index on ll_to_earth(latitude, longitude), which earth_box(...) @> ll_to_earth(...) uses.
 *
 * SQLite: an R*Tree (built into better-sqlite3's SQLite) of each placed talent's point as a box of
 * size zero. R*Tree rows are keyed by integers and a talent by text, and a talent's implicit rowid may
 * change on VACUUM, so talent_geo_keys gives each placed talent a stable integer key. Triggers keep
 * both in step with every write to talents, inside the writing transaction; a talent without a place
 * has no row.
 */
// Frozen once landed: a schema change is a new migration file.
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table talents alter column latitude type double precision,
      alter column longitude type double precision`.execute(db);
    await sql`create extension if not exists cube`.execute(db);
    await sql`create extension if not exists earthdistance`.execute(db);
    await sql`create index talents_earth_idx on talents using gist (ll_to_earth(latitude, longitude))
      where latitude is not null and longitude is not null`.execute(db);
    return;
  }
  const addPoint = (row: "new") => sql`
      insert into talent_geo_keys (talent_id) select ${sql.raw(row)}.id
        where ${sql.raw(row)}.latitude is not null and ${sql.raw(row)}.longitude is not null;
      insert into talent_geo (key, min_lat, max_lat, min_lng, max_lng)
        select k.key, ${sql.raw(row)}.latitude, ${sql.raw(row)}.latitude, ${sql.raw(row)}.longitude, ${sql.raw(row)}.longitude
        from talent_geo_keys k where k.talent_id = ${sql.raw(row)}.id;`;
  const removePoint = sql`
      delete from talent_geo where key = (select key from talent_geo_keys where talent_id = old.id);
      delete from talent_geo_keys where talent_id = old.id;`;
  const statements = [
    sql`create table talent_geo_keys (key integer primary key, talent_id text not null unique)`,
    sql`create virtual table talent_geo using rtree(key, min_lat, max_lat, min_lng, max_lng)`,
    sql`create trigger talent_geo_insert after insert on talents begin ${addPoint("new")} end`,
    sql`create trigger talent_geo_update after update of latitude, longitude on talents
      when old.latitude is not new.latitude or old.longitude is not new.longitude begin
      ${removePoint}
      ${addPoint("new")}
    end`,
    sql`create trigger talent_geo_delete after delete on talents begin ${removePoint} end`,
    sql`insert into talent_geo_keys (talent_id)
      select id from talents where latitude is not null and longitude is not null`,
    sql`insert into talent_geo (key, min_lat, max_lat, min_lng, max_lng)
      select k.key, t.latitude, t.latitude, t.longitude, t.longitude
      from talents t join talent_geo_keys k on k.talent_id = t.id`,
  ];
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index talents_earth_idx`.execute(db);
    await sql`alter table talents alter column latitude type real, alter column longitude type real`.execute(
      db,
    );
    return;
  }
  for (const trigger of ["talent_geo_delete", "talent_geo_update", "talent_geo_insert"]) {
    await sql`drop trigger ${sql.id(trigger)}`.execute(db);
  }
  await sql`drop table talent_geo`.execute(db);
  await sql`drop table talent_geo_keys`.execute(db);
}
