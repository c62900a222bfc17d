import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import { SUBCATEGORY_VALUES, subcategoryLabel } from "#shared/catalogue/categories";
import type { Talent, TalentFacets } from "#shared/talents/talent.schema";
import type { TalentFilters } from "#shared/talents/talent-filters";
import type { Database } from "../../db/schema.ts";
import { hydrateTalents } from "./talents.repository.ts";

type TalentsEb = ExpressionBuilder<Database, "talents">;

/** Escapes LIKE wildcards so a search for "50%" finds "50%". */
const likeTerm = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** The WHERE clause of the public filters; identical SQL on SQLite and PostgreSQL. */
function filterConditions(eb: TalentsEb, filters: TalentFilters) {
  const conditions = [eb("talents.status", "=", "approved")];
  if (filters.q) {
    const term = likeTerm(filters.q);
    const labelled = SUBCATEGORY_VALUES.filter((value) =>
      subcategoryLabel(value)
        .toLowerCase()
        .includes(filters.q?.toLowerCase() ?? ""),
    );
    conditions.push(
      eb.or([
        eb(sql`lower(talents.name)`, "like", sql`${term} escape '\\'`),
        eb(sql`lower(talents.subcategory)`, "like", sql`${term} escape '\\'`),
        ...(labelled.length ? [eb("talents.subcategory", "in", labelled)] : []),
      ]),
    );
  }
  if (filters.category.length) conditions.push(eb("talents.category", "in", filters.category));
  if (filters.subcategory.length) conditions.push(eb("talents.subcategory", "in", filters.subcategory));
  if (filters.location.length) {
    conditions.push(
      eb(
        sql`lower(talents.location)`,
        "in",
        filters.location.map((l) => l.trim().toLowerCase()),
      ),
    );
  }
  if (filters.languages.length) {
    conditions.push(
      eb.exists(
        eb
          .selectFrom("talent_languages")
          .select("talent_languages.talent_id")
          .whereRef("talent_languages.talent_id", "=", "talents.id")
          .where("talent_languages.code", "in", filters.languages),
      ),
    );
  }
  if (filters.payment.length) {
    conditions.push(
      eb.exists(
        eb
          .selectFrom("talent_payment_options")
          .select("talent_payment_options.talent_id")
          .whereRef("talent_payment_options.talent_id", "=", "talents.id")
          .where("talent_payment_options.option", "in", filters.payment),
      ),
    );
  }
  if (filters.ageMin !== undefined) conditions.push(eb("talents.age", ">=", filters.ageMin));
  if (filters.ageMax !== undefined) conditions.push(eb("talents.age", "<=", filters.ageMax));
  if (filters.heightMin !== undefined) conditions.push(eb("talents.height_cm", ">=", filters.heightMin));
  if (filters.heightMax !== undefined) conditions.push(eb("talents.height_cm", "<=", filters.heightMax));
  return eb.and(conditions);
}

/** One page of approved talents matching the filters, newest first, with the total count. */
export async function listApprovedTalents(
  db: Kysely<Database>,
  filters: TalentFilters,
  pageSize: number,
): Promise<{ items: Talent[]; total: number }> {
  const [rows, countRow] = await Promise.all([
    db
      .selectFrom("talents")
      .selectAll()
      .where((eb) => filterConditions(eb, filters))
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(pageSize)
      .offset((filters.page - 1) * pageSize)
      .execute(),
    db
      .selectFrom("talents")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where((eb) => filterConditions(eb, filters))
      .executeTakeFirstOrThrow(),
  ]);
  return { items: await hydrateTalents(db, rows), total: Number(countRow.count) };
}

const byCount = (rows: { value: string | null; count: number | string }[]) =>
  rows
    .filter((r): r is { value: string; count: number | string } => Boolean(r.value))
    .map((r) => ({ value: r.value, count: Number(r.count) }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));

/** The options of each filter group, computed from approved talents only. */
export async function approvedTalentFacets(db: Kysely<Database>): Promise<TalentFacets> {
  const grouped = (column: "category" | "subcategory" | "location") =>
    db
      .selectFrom("talents")
      .select([`talents.${column} as value`, (eb) => eb.fn.countAll<number | string>().as("count")])
      .where("status", "=", "approved")
      .groupBy(`talents.${column}`)
      .execute();
  const [category, subcategory, location, languages, payment] = await Promise.all([
    grouped("category"),
    grouped("subcategory"),
    grouped("location"),
    db
      .selectFrom("talent_languages")
      .innerJoin("talents", "talents.id", "talent_languages.talent_id")
      .select(["talent_languages.code as value", (eb) => eb.fn.countAll<number | string>().as("count")])
      .where("talents.status", "=", "approved")
      .groupBy("talent_languages.code")
      .execute(),
    db
      .selectFrom("talent_payment_options")
      .innerJoin("talents", "talents.id", "talent_payment_options.talent_id")
      .select([
        "talent_payment_options.option as value",
        (eb) => eb.fn.countAll<number | string>().as("count"),
      ])
      .where("talents.status", "=", "approved")
      .groupBy("talent_payment_options.option")
      .execute(),
  ]);
  return {
    category: byCount(category),
    subcategory: byCount(subcategory),
    location: byCount(location),
    languages: byCount(languages),
    payment: byCount(payment),
  };
}

/** Approved featured talents by featured order (a missing order counts as 999), newest first among equals. */
export async function listFeaturedTalents(db: Kysely<Database>): Promise<Talent[]> {
  const rows = await db
    .selectFrom("talents")
    .selectAll()
    .where("status", "=", "approved")
    .where("featured", "=", 1)
    .orderBy(sql`coalesce(featured_order, 999)`)
    .orderBy("created_at", "desc")
    .execute();
  return hydrateTalents(db, rows);
}

/** Up to `limit` approved talents of the same subcategory, not the talent itself, newest first. */
export async function listRelatedTalents(
  db: Kysely<Database>,
  talent: Pick<Talent, "id" | "subcategory">,
  limit = 4,
) {
  const rows = await db
    .selectFrom("talents")
    .selectAll()
    .where("status", "=", "approved")
    .where("subcategory", "=", talent.subcategory)
    .where("id", "!=", talent.id)
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
  return hydrateTalents(db, rows);
}
