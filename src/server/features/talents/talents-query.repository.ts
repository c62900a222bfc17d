import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import { isPostgres } from "#server/db/dialect";
import type { Database } from "#server/db/schema";
import { selectTalentCards } from "#server/talent-records/talent-cards";
import { cardFromRow } from "#server/talent-records/talent-record";
import type { TalentCard, TalentFacets } from "#shared/talents/talent.schema";
import { isEyeColour, isHairColour } from "#shared/talents/talent-filter-params";
import type { TalentFilters } from "#shared/talents/talent-filters";
import {
  AT_CENTRE_M,
  atCentreCondition,
  centreStandsAlone,
  type DistanceFilter,
  distanceCondition,
  distanceExpression,
  sqliteBoxTalentIds,
} from "./talent-distance.sql.ts";
import type { TalentListCursor } from "./talent-list-cursor.ts";
import {
  searchCondition,
  searchConditionRowByRow,
  searchRank,
  sqliteSearchPhrases,
  sqliteSearchTalentIds,
  wholeNameCondition,
} from "./talent-search.ts";

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
 * `rowByRow.ranges` writes the measurement ranges so that no index serves them (SQLite's plan for
 * many matches, ADR 62); `rowByRow.boxJoined` leaves out the distance's box where the query joins it.
 */
function filterConditions(
  eb: TalentsEb,
  filters: TalentFilters,
  postgres: boolean,
  distance: DistanceFilter | undefined,
  rowByRow: { ranges?: boolean; boxJoined?: boolean } = {},
) {
  const conditions = [eb("talents.status", "=", "approved")];
  if (distance) conditions.push(distanceCondition(eb, distance, postgres, rowByRow.boxJoined));
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
    // A unary plus keeps SQLite from choosing the column's index (its documented way to say so).
    if (bound !== undefined) {
      conditions.push(eb(rowByRow.ranges ? sql`+${sql.ref(column)}` : sql.ref(column), operator, bound));
    }
  }
  if (filters.hair.length) conditions.push(eb("talents.hair_colour", "in", filters.hair));
  if (filters.eyes.length) conditions.push(eb("talents.eye_colour", "in", filters.eyes));
  return eb.and(conditions);
}

/**
 * How many matches the list counts at most (ADR 62): the first page's total reads at most this many
 * and one more of the matches' index entries, and says "more than" when there are more. A search with
 * more matches than this is also read by the plans that stop at the page's end (`manyMatches`).
 */
export const COUNT_BOUND = 1000;

/** A total counted up to a bound: `capped` when more talents match than `count` says. */
export type BoundedCount = { count: number; capped: boolean };

/** A match's place in the list's order, as the bounded read gives it. */
type MatchKey = { id: string; createdAt: string; distanceM?: number | undefined; rank?: number | undefined };

/** Where the page after the one that ends with `last` starts: its keys of the list's order. */
const cursorAfter = (last: MatchKey): TalentListCursor => ({
  createdAt: last.createdAt,
  id: last.id,
  ...(last.distanceM === undefined ? {} : { distanceM: last.distanceM }),
  ...(last.rank === undefined ? {} : { rank: last.rank }),
});

const byNumber = (x: number | undefined, y: number | undefined) => (x ?? 0) - (y ?? 0);
const byStringDescending = (x: string, y: string) => (x < y ? 1 : x > y ? -1 : 0);

/**
 * The list's order on keys: nearest first, then the name's match first, then newest first, the id
 * breaking ties (strings compared by code unit, as ids and ISO timestamps sort alike in any
 * collation).
 */
function compareInListOrder(a: MatchKey, b: MatchKey): number {
  return (
    byNumber(a.distanceM, b.distanceM) ||
    byNumber(a.rank, b.rank) ||
    byStringDescending(a.createdAt, b.createdAt) ||
    byStringDescending(a.id, b.id)
  );
}

/**
 * One page of the approved talents matching the filters, with their total counted up to `bound`
 * (ADR 62), in the order `listApprovedTalentCards` gives. A keyword search or a search by distance is
 * read once: one read takes the keys of at most `bound` + 1 matches (the list's order's columns);
 * when no more match, it is the total, the keys are put in the list's order here and only the page's
 * cards are read, so the costly matching is done once rather than once to count and again to rank.
 * With more matches, the plans for many matches read the page.
 */
export async function listMatchingTalentCards(
  db: Kysely<Database>,
  filters: TalentFilters,
  pageSize: number,
  after?: TalentListCursor,
  distance?: DistanceFilter,
  bound = COUNT_BOUND,
): Promise<ListPage & { total: BoundedCount }> {
  const postgres = isPostgres(db);
  const manyMatches = async () => ({
    ...(await listApprovedTalentCards(db, filters, pageSize, after, distance, true)),
    total: { count: bound, capped: true },
  });
  const countUpToBound = async (where: (eb: TalentsEb) => ReturnType<TalentsEb["and"]>) => {
    const matches = db
      .selectFrom("talents")
      .select("talents.id")
      .where(where)
      .limit(bound + 1);
    const row = await db
      .selectFrom(matches.as("matches"))
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    return Number(row.count);
  };
  // Without a keyword or a distance, the filters' indexes count the matches by themselves (no row
  // read) and give the page in the list's order: counted there, then read.
  if (!filters.q && !distance) {
    const count = await countUpToBound((eb) => filterConditions(eb, filters, postgres, undefined));
    if (count > bound) return manyMatches();
    return {
      ...(await listApprovedTalentCards(db, filters, pageSize, after)),
      total: { count, capped: false },
    };
  }
  // Around a city, its own talents alone often pass the bound: counted from the index of their
  // point, without a distance computed for each.
  if (
    distance &&
    centreStandsAlone(distance) &&
    (await countUpToBound((eb) =>
      eb.and([filterConditions(eb, filters, postgres, undefined), atCentreCondition(eb, distance)]),
    )) > bound
  ) {
    return manyMatches();
  }
  // A cursor of the keyword plan for many matches goes on in that plan, even if the matches fell
  // below the bound while the visitor paged (its ranks are not the full ranking's); a page after the
  // first carries no total.
  if (after?.rank !== undefined && after.rank >= WHOLE_NAME_RANK) return manyMatches();
  const keys = await readMatchKeys(db, filters, distance, bound + 1);
  if (keys.length > bound) return manyMatches();
  const total = { count: keys.length, capped: false };
  // A cursor's keys of another order (a distance or a rank this search has not) play no part.
  const cursor = after && {
    ...after,
    ...(distance ? {} : { distanceM: undefined }),
    ...(filters.q ? {} : { rank: undefined }),
  };
  return { ...(await pageOfKeys(db, keys, pageSize, cursor)), total };
}

/**
 * The keys of at most `limit` approved talents matching the filters (a keyword or a distance among
 * them), in no order: each with what the list's order needs.
 */
async function readMatchKeys(
  db: Kysely<Database>,
  filters: TalentFilters,
  distance: DistanceFilter | undefined,
  limit: number,
): Promise<MatchKey[]> {
  const postgres = isPostgres(db);
  const metres = distance ? distanceExpression(distance, postgres) : undefined;
  const rank = filters.q ? searchRank(filters.q) : undefined;
  // SQLite reads the matches from their index outward, so it can stop at the limit: a term the
  // trigram table finds by itself joins that table to the talents (as a condition of its own, in
  // `searchCondition`, SQLite lists every match first), and a search by distance the R*Tree's box.
  const phrases = !postgres && filters.q ? sqliteSearchPhrases(filters.q) : undefined;
  const boxJoined = !postgres && !phrases && distance !== undefined;
  const matches = phrases
    ? db
        .selectFrom(sqliteSearchTalentIds<{ talent_id: string }>(phrases).as("m"))
        .innerJoin("talents", "talents.id", "m.talent_id")
        .where((eb) => filterConditions(eb, { ...filters, q: undefined }, postgres, distance))
    : boxJoined
      ? db
          .selectFrom(sqliteBoxTalentIds<{ talent_id: string }>(distance).as("m"))
          .innerJoin("talents", "talents.id", "m.talent_id")
          .where((eb) => filterConditions(eb, filters, postgres, distance, { boxJoined }))
      : db.selectFrom("talents").where((eb) => filterConditions(eb, filters, postgres, distance));
  const rows = await matches
    .select(["talents.id as id", "talents.created_at as created_at"])
    .$if(metres !== undefined, (q) => q.select((metres ?? sql<number>`0`).as("distance_m")))
    .$if(rank !== undefined, (q) => q.select((rank ?? sql<number>`3`).as("search_rank")))
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.created_at,
    ...(metres ? { distanceM: Number(row.distance_m) } : {}),
    ...(rank ? { rank: Number(row.search_rank) } : {}),
  }));
}

/** The page after `after` of every match's keys, put in the list's order here, with its cards. */
async function pageOfKeys(
  db: Kysely<Database>,
  keys: MatchKey[],
  pageSize: number,
  after: TalentListCursor | undefined,
): Promise<ListPage> {
  const ordered = keys.sort(compareInListOrder).filter((key) => !after || compareInListOrder(key, after) > 0);
  const shown = ordered.slice(0, pageSize);
  const cards =
    shown.length === 0
      ? []
      : await selectTalentCards(db)
          .where("talents.status", "=", "approved")
          .where(
            "talents.id",
            "in",
            shown.map((key) => key.id),
          )
          .execute();
  const cardOf = new Map(cards.map((row) => [row.id, cardFromRow(row)]));
  // A talent that stopped being public between the two reads is left out.
  const items: ListedTalentCard[] = shown.flatMap((key) => {
    const card = cardOf.get(key.id);
    if (!card) return [];
    return key.distanceM === undefined ? [card] : [{ ...card, distanceM: key.distanceM }];
  });
  const last = shown.at(-1);
  return { items, next: ordered.length > pageSize && last ? cursorAfter(last) : undefined };
}

/** How many talents are approved: the total kept by triggers (migration 2026-12-03-10), not counted. */
export async function approvedTalentTotal(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom("talent_totals")
    .select("count")
    .where("name", "=", "approved")
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** A card of the list, with its distance in metres from the centre of a search by distance. */
export type ListedTalentCard = TalentCard & { distanceM?: number };

type ListPage = { items: ListedTalentCard[]; next: TalentListCursor | undefined };

/**
 * A keyword search's ranks (`searchRank`, 0 to 3) and, when more talents match than the count's
 * bound, the two of the plan that stops at the page's end: the whole name, then every other match.
 */
const WHOLE_NAME_RANK = 4;
const OTHER_MATCH_RANK = 5;

/**
 * One page of approved talents matching the filters, starting after `after`: newest first (the id
 * breaks ties); in a search by distance nearest first, in a keyword search the best name matches
 * first (`searchRank`, ADR 57), each then newest first. Keyset paging, so a deep page costs what the
 * first one does; a distance compares exactly with the cursor's because each engine computes it from
 * the same stored values alike on every request. `next` is where the following page starts, if there
 * is one.
 *
 * `manyMatches` (more matches than the count's bound, ADR 62) chooses plans that read about a page
 * rather than every match: a search by distance reads growing circles, nearest first, until one holds
 * the page; a keyword search lists the talents named exactly as searched (an index), then every other
 * match newest first, walking the list's order (a keyword search's cursor carries which order it
 * follows); on SQLite a measurement range is compared row by row while the page walks an index in
 * the list's order.
 */
export async function listApprovedTalentCards(
  db: Kysely<Database>,
  filters: TalentFilters,
  pageSize: number,
  after?: TalentListCursor,
  distance?: DistanceFilter,
  manyMatches = false,
): Promise<ListPage> {
  const postgres = isPostgres(db);
  if (distance && manyMatches) return pageWithinGrowingCircles(db, filters, pageSize, after, distance);
  const namesThenNewest =
    filters.q && !distance && (after?.rank === undefined ? manyMatches : after.rank >= WHOLE_NAME_RANK);
  if (namesThenNewest) return keywordPageByWholeName(db, filters, pageSize, after);
  // SQLite would read a range's index and sort every match; an index in the list's order holds the
  // page's rows in its first entries when the other filters name one value each.
  const walkInOrder =
    manyMatches &&
    !postgres &&
    filters.category.length <= 1 &&
    filters.subcategory.length <= 1 &&
    filters.location.length <= 1;
  return listPage(db, filters, pageSize, after, distance, { ranges: walkInOrder });
}

/**
 * A search by distance with many matches: the page among the talents within a circle that grows
 * from a sixteenth of the radius, four times wider each time, until it holds the page or reaches the
 * radius. Every talent within the smaller circle comes before every one outside it, so its first
 * matches are the page.
 */
async function pageWithinGrowingCircles(
  db: Kysely<Database>,
  filters: TalentFilters,
  pageSize: number,
  after: TalentListCursor | undefined,
  distance: DistanceFilter,
): Promise<ListPage> {
  const atCentre = await pageAtCentre(db, filters, pageSize, after, distance);
  if (atCentre) return atCentre;
  const from = after?.distanceM ?? 0;
  for (let step = distance.radiusM / 16; ; step *= 4) {
    const radiusM = Math.min(distance.radiusM, from + step);
    const page = await listPage(db, filters, pageSize, after, { ...distance, radiusM }, {}, distance);
    if (page.next || radiusM >= distance.radiusM) return page;
  }
}

/**
 * A search by distance whose page is all talents at the centre itself (`atCentreCondition`): they
 * come first, newest first, so the index of their point gives the page without a distance compared
 * or sorted. Undefined when they do not fill the page (the growing circles read it then), or when
 * `after` is past them.
 */
async function pageAtCentre(
  db: Kysely<Database>,
  filters: TalentFilters,
  pageSize: number,
  after: TalentListCursor | undefined,
  distance: DistanceFilter,
): Promise<ListPage | undefined> {
  if (!centreStandsAlone(distance)) return undefined;
  if (after && (after.distanceM ?? Number.POSITIVE_INFINITY) > AT_CENTRE_M) return undefined;
  const postgres = isPostgres(db);
  const rows = await selectTalentCards(db)
    .select(distanceExpression(distance, postgres).as("distance_m"))
    .where((eb) =>
      eb.and([
        filterConditions(eb, filters, postgres, undefined),
        atCentreCondition(eb, distance),
        ...(after
          ? [eb(eb.refTuple("talents.created_at", "talents.id"), "<", eb.tuple(after.createdAt, after.id))]
          : []),
      ]),
    )
    .orderBy("talents.created_at", "desc")
    .orderBy("talents.id", "desc")
    .limit(pageSize + 1)
    .execute();
  if (rows.length <= pageSize) return undefined;
  const items = rows
    .slice(0, pageSize)
    .map((row) => ({ ...cardFromRow(row), distanceM: Number(row.distance_m) }));
  const last = items.at(-1);
  return {
    items,
    next: last && cursorAfter(last),
  };
}

/**
 * A keyword search with many matches: the talents named exactly as searched first (the indexes on
 * the name's spellings), then every other match newest first, read in the list's order with the
 * term compared row by row, so the page stops after its last card rather than ranking every match.
 */
async function keywordPageByWholeName(
  db: Kysely<Database>,
  filters: TalentFilters,
  pageSize: number,
  after: TalentListCursor | undefined,
): Promise<ListPage> {
  const postgres = isPostgres(db);
  const q = filters.q ?? "";
  const others = { ...filters, q: undefined };
  const tier = async (rank: number, limit: number) => {
    // SQLite would walk the list's order index to find the few talents of that very name (every
    // row, when nobody has it); an order by expressions (a unary plus) leaves it the name's indexes.
    const byName = rank === WHOLE_NAME_RANK && !postgres;
    const rows = await selectTalentCards(db)
      .where((eb) =>
        eb.and([
          filterConditions(eb, others, postgres, undefined),
          rank === WHOLE_NAME_RANK
            ? wholeNameCondition(eb, q, postgres)
            : eb.and([searchConditionRowByRow(eb, q, postgres), eb.not(wholeNameCondition(eb, q, postgres))]),
          ...(after?.rank === rank
            ? [eb(eb.refTuple("talents.created_at", "talents.id"), "<", eb.tuple(after.createdAt, after.id))]
            : []),
        ]),
      )
      .orderBy(byName ? sql`+talents.created_at` : sql.ref("talents.created_at"), "desc")
      .orderBy(byName ? sql`+talents.id` : sql.ref("talents.id"), "desc")
      .limit(limit)
      .execute();
    return rows.map((row) => ({ card: cardFromRow(row), rank }));
  };
  const found = after?.rank === OTHER_MATCH_RANK ? [] : await tier(WHOLE_NAME_RANK, pageSize + 1);
  if (found.length <= pageSize) found.push(...(await tier(OTHER_MATCH_RANK, pageSize + 1 - found.length)));
  const shown = found.slice(0, pageSize);
  const last = shown.at(-1);
  return {
    items: shown.map((entry) => entry.card),
    next:
      found.length > pageSize && last
        ? { createdAt: last.card.createdAt, id: last.card.id, rank: last.rank }
        : undefined,
  };
}

/**
 * The list's query: the matches in the list's order from `after`, one more than the page to tell
 * whether another follows. `order` is the search by distance whose centre orders the page (by
 * default the one that filters it; a smaller circle of it reads fewer rows).
 */
async function listPage(
  db: Kysely<Database>,
  filters: TalentFilters,
  pageSize: number,
  after: TalentListCursor | undefined,
  distance: DistanceFilter | undefined,
  rowByRow: { ranges?: boolean } = {},
  order: DistanceFilter | undefined = distance,
): Promise<ListPage> {
  const postgres = isPostgres(db);
  // The order: nearest first in a search by distance, the name's match first in a keyword search,
  // then newest first. Without either the order is an index's (ADR 24): no computed column first.
  const metres = order ? distanceExpression(order, postgres) : undefined;
  const rank = filters.q ? searchRank(filters.q) : undefined;
  let query = selectTalentCards(db)
    .where((eb) => filterConditions(eb, filters, postgres, distance, rowByRow))
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
        ? cursorAfter({ ...last, rank: rank && lastRank !== undefined ? Number(lastRank) : undefined })
        : undefined,
  };
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
