import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import { isPostgres } from "#server/db/dialect";
import type { Database } from "#server/db/schema";
import { selectTalentCards } from "#server/talent-records/talent-cards";
import { cardFromRow } from "#server/talent-records/talent-record";
import type { TalentCard, TalentFacets } from "#shared/talents/talent.schema";
import { isEyeColour, isHairColour } from "#shared/talents/talent-filter-params";
import type { TalentFilters } from "#shared/talents/talent-filters";
import { type DistanceFilter, distanceCondition, distanceExpression } from "./talent-distance.sql.ts";
import type { TalentListCursor } from "./talent-list-cursor.ts";
import { searchCondition, searchRank } from "./talent-search.ts";

type TalentsEb = ExpressionBuilder<Database, "talents">;

/**
 * The range filters and the columns they compare: age in years, lengths in whole centimetres, the
 * shoe size in EU sizes (the measurements' copies, ADR 48).
 */
const RANGE_FILTERS = [
  ["ageMin", "talents.age", ">="],
  ["ageMax", "talents.age", "<="],
  ["heightMin", "talents.height_cm", ">="],
  ["heightMax", "talents.height_cm", "<="],
  ["bustMin", "talents.bust_cm", ">="],
  ["bustMax", "talents.bust_cm", "<="],
  ["waistMin", "talents.waist_cm", ">="],
  ["waistMax", "talents.waist_cm", "<="],
  ["hipsMin", "talents.hips_cm", ">="],
  ["hipsMax", "talents.hips_cm", "<="],
  ["inseamMin", "talents.inseam_cm", ">="],
  ["inseamMax", "talents.inseam_cm", "<="],
  ["shoeMin", "talents.shoe_size_eu", ">="],
  ["shoeMax", "talents.shoe_size_eu", "<="],
] as const;

/**
 * The WHERE clause of the public filters; each filter has an index (migrations 2026-11-23-50, for
 * the measurements 2026-11-28-10, for the distance 2026-12-02-20). The distance filter is the
 * filters' centre resolved to coordinates (a place's, or the visitor's position) and its radius.
 */
function filterConditions(
  eb: TalentsEb,
  filters: TalentFilters,
  postgres: boolean,
  distance: DistanceFilter | undefined,
) {
  const conditions = [eb("talents.status", "=", "approved")];
  if (distance) conditions.push(distanceCondition(eb, distance, postgres));
  if (filters.q) conditions.push(searchCondition(eb, filters.q, postgres));
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
  for (const [key, column, operator] of RANGE_FILTERS) {
    const bound = filters[key];
    if (bound !== undefined) conditions.push(eb(column, operator, bound));
  }
  if (filters.hair.length) conditions.push(eb("talents.hair_colour", "in", filters.hair));
  if (filters.eyes.length) conditions.push(eb("talents.eye_colour", "in", filters.eyes));
  return eb.and(conditions);
}

/** A card of the list, with its distance in metres from the centre of a search by distance. */
export type ListedTalentCard = TalentCard & { distanceM?: number };

/**
 * One page of approved talents matching the filters, starting after `after`: newest first (the id
 * breaks ties); in a search by distance nearest first, in a keyword search the best name matches
 * first (`searchRank`, ADR 57), each then newest first. Keyset paging, so a deep page costs what the
 * first one does; a distance compares exactly with the cursor's because each engine computes it from
 * the same stored values alike on every request. `next` is where the following page starts, if there
 * is one.
 */
export async function listApprovedTalentCards(
  db: Kysely<Database>,
  filters: TalentFilters,
  pageSize: number,
  after?: TalentListCursor,
  distance?: DistanceFilter,
): Promise<{ items: ListedTalentCard[]; next: TalentListCursor | undefined }> {
  const postgres = isPostgres(db);
  // The order: nearest first in a search by distance, the name's match first in a keyword search,
  // then newest first. Without either the order is an index's (ADR 24): no computed column first.
  const metres = distance ? distanceExpression(distance, postgres) : undefined;
  const rank = filters.q ? searchRank(filters.q) : undefined;
  let query = selectTalentCards(db)
    .where((eb) => filterConditions(eb, filters, postgres, distance))
    .$if(metres !== undefined, (q) =>
      q.select((metres ?? sql<number>`0`).as("distance_m")).orderBy("distance_m"),
    )
    .$if(rank !== undefined, (q) =>
      q.select((rank ?? sql<number>`3`).as("search_rank")).orderBy("search_rank"),
    )
    .orderBy("talents.created_at", "desc")
    .orderBy("talents.id", "desc")
    .limit(pageSize + 1);
  if (after) {
    query = query.where((eb) => {
      let condition = eb(
        eb.refTuple("talents.created_at", "talents.id"),
        "<",
        eb.tuple(after.createdAt, after.id),
      );
      const keys = [
        ...(metres ? [{ expr: metres, value: after.distanceM ?? 0 }] : []),
        ...(rank ? [{ expr: rank, value: after.rank ?? 0 }] : []),
      ];
      for (const key of keys.reverse()) {
        condition = eb.or([eb(key.expr, ">", key.value), eb.and([eb(key.expr, "=", key.value), condition])]);
      }
      return condition;
    });
  }
  const rows = await query.execute();
  const items: ListedTalentCard[] = rows
    .slice(0, pageSize)
    .map((row) => (metres ? { ...cardFromRow(row), distanceM: Number(row.distance_m) } : cardFromRow(row)));
  const last = items.at(-1);
  const lastRank = rows[pageSize - 1]?.search_rank;
  return {
    items,
    next:
      rows.length > pageSize && last
        ? {
            createdAt: last.createdAt,
            id: last.id,
            ...(metres ? { distanceM: last.distanceM } : {}),
            ...(rank && lastRank !== undefined ? { rank: Number(lastRank) } : {}),
          }
        : undefined,
  };
}

/** How many approved talents match the filters (the list asks once per filter, for its first page). */
export async function countApprovedTalents(
  db: Kysely<Database>,
  filters: TalentFilters,
  distance?: DistanceFilter,
): Promise<number> {
  const postgres = isPostgres(db);
  const row = await db
    .selectFrom("talents")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where((eb) => filterConditions(eb, filters, postgres, distance))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

const byCount = (rows: { value: string | null; count: number | string }[]) =>
  rows
    .filter((r): r is { value: string; count: number | string } => Boolean(r.value))
    .map((r) => ({ value: r.value, count: Number(r.count) }))
    .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value));

/** The options whose value is one of a list's (a colour), typed as such. */
const knownOptions = <T extends string>(
  options: { value: string; count: number }[],
  known: (value: string) => value is T,
) => options.flatMap(({ value, count }) => (known(value) ? [{ value, count }] : []));

/** The options of each filter group, computed from approved talents only. */
export async function approvedTalentFacets(db: Kysely<Database>): Promise<TalentFacets> {
  const grouped = (column: "category" | "subcategory" | "location" | "hair_colour" | "eye_colour") =>
    db
      .selectFrom("talents")
      .select([`talents.${column} as value`, (eb) => eb.fn.countAll<number | string>().as("count")])
      .where("status", "=", "approved")
      .groupBy(`talents.${column}`)
      .execute();
  const [category, subcategory, location, languages, payment, hair, eyes] = await Promise.all([
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
    grouped("hair_colour"),
    grouped("eye_colour"),
  ]);
  return {
    category: byCount(category),
    subcategory: byCount(subcategory),
    location: byCount(location),
    languages: byCount(languages),
    payment: byCount(payment),
    hair: knownOptions(byCount(hair), isHairColour),
    eyes: knownOptions(byCount(eyes), isEyeColour),
  };
}

/** Approved featured talents by featured order (a missing order counts as 999), newest first among equals. */
export async function listFeaturedTalentCards(db: Kysely<Database>): Promise<TalentCard[]> {
  const rows = await selectTalentCards(db)
    .where("talents.status", "=", "approved")
    .where("talents.featured", "=", 1)
    .orderBy(sql`coalesce(talents.featured_order, 999)`)
    .orderBy("talents.created_at", "desc")
    .execute();
  return rows.map(cardFromRow);
}

/** Up to `limit` approved talents of the same subcategory, not the talent itself, newest first. */
export async function listRelatedTalentCards(
  db: Kysely<Database>,
  talent: { id: string; subcategory: string },
  limit = 4,
): Promise<TalentCard[]> {
  const rows = await selectTalentCards(db)
    .where("talents.status", "=", "approved")
    .where("talents.subcategory", "=", talent.subcategory)
    .where("talents.id", "!=", talent.id)
    .orderBy("talents.created_at", "desc")
    .orderBy("talents.id", "desc")
    .limit(limit)
    .execute();
  return rows.map(cardFromRow);
}

/** A talent as a saved search's news names it. */
export type FirstApprovedTalent = {
  id: string;
  slug: string;
  name: string;
  category: string;
  subcategory: string;
  location: string;
  firstApprovedAt: string;
};

/** When a talent first went public: after `after`, and, when given, at or before `until` (ISO). */
export type ApprovalWindow = { after: string; until?: string | undefined };

function firstApprovedIn(
  eb: TalentsEb,
  filters: TalentFilters,
  window: ApprovalWindow,
  postgres: boolean,
  distance: DistanceFilter | undefined,
) {
  return eb.and([
    filterConditions(eb, filters, postgres, distance),
    eb("talents.first_approved_at", ">", window.after),
    ...(window.until ? [eb("talents.first_approved_at", "<=", window.until)] : []),
  ]);
}

/** How many public talents match the filters and first went public within the window. */
export async function countTalentsFirstApprovedIn(
  db: Kysely<Database>,
  filters: TalentFilters,
  window: ApprovalWindow,
  distance?: DistanceFilter,
): Promise<number> {
  const postgres = isPostgres(db);
  const row = await db
    .selectFrom("talents")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where((eb) => firstApprovedIn(eb, filters, window, postgres, distance))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Up to `limit` of those talents, the most recently public first. */
export async function listTalentsFirstApprovedIn(
  db: Kysely<Database>,
  filters: TalentFilters,
  window: ApprovalWindow,
  limit: number,
  distance?: DistanceFilter,
): Promise<FirstApprovedTalent[]> {
  const postgres = isPostgres(db);
  const rows = await db
    .selectFrom("talents")
    .select([
      "talents.id",
      "talents.slug",
      "talents.name",
      "talents.category",
      "talents.subcategory",
      "talents.location",
      "talents.first_approved_at",
    ])
    .where((eb) => firstApprovedIn(eb, filters, window, postgres, distance))
    .orderBy("talents.first_approved_at", "desc")
    .orderBy("talents.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    category: row.category,
    subcategory: row.subcategory,
    location: row.location,
    firstApprovedAt: row.first_approved_at ?? window.after,
  }));
}
