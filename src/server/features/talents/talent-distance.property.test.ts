import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import fc from "fast-check";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase, openSqlite } from "#server/db/database";
import { migrateToLatest } from "#server/db/migrate";
import type { Database } from "#server/db/schema";
import { noTalentFilters } from "#shared/talents/talent-filter-params";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { haversineM } from "#tests/support/talent-list";
import { createPostgresDatabase } from "#tests/support/test-database";
import { type DistanceFilter, distanceFilter } from "./talent-distance.sql.ts";
import type { TalentListCursor } from "./talent-list-cursor.ts";
import { listApprovedTalentCards, listMatchingTalentCards } from "./talents-query.repository.ts";

/**
 * The search by distance on SQLite (R*Tree and haversine) and, when TEST_DATABASE_URL names a
 * PostgreSQL server, on PostgreSQL (earthdistance) too: random centres and radii over talents at
 * random places give the talents a plain haversine (`tests/support/talent-list.ts`) finds, in its order (nearest first,
 * then newest first). A talent within 1 m of the circle's edge is left out of the comparison: there
 * the engines' floating-point rounding may fall either way (1 m is 10^5 times any rounding seen).
 */

const EDGE_M = 1;
const NO_FILTERS = noTalentFilters();

type Placed = { id: string; createdAt: string; latitude: number; longitude: number };

/** A seeded generator, so a failure can be replayed. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * 400 talents: most in Europe, some anywhere, some beside the antimeridian and the poles, and groups
 * at the very same place (as talents of one city are: five decimals, as a gazetteer gives them), so
 * ties of distance occur, and a search around such a place starts with its own talents.
 */
function randomPlaces() {
  const random = mulberry32(56);
  const between = (lo: number, hi: number) => lo + random() * (hi - lo);
  const fiveDecimals = (degrees: number) => Math.round(degrees * 1e5) / 1e5;
  const cities = Array.from({ length: 20 }, () => ({
    latitude: fiveDecimals(between(36, 60)),
    longitude: fiveDecimals(between(-9, 30)),
  }));
  const places = Array.from({ length: 400 }, (_, i) => {
    if (i % 5 === 0) return cities[i % cities.length] as { latitude: number; longitude: number };
    if (i % 11 === 0) return { latitude: between(-89.9, 89.9), longitude: between(-180, 180) };
    if (i % 13 === 0)
      return {
        latitude: between(-60, 60),
        longitude: random() < 0.5 ? between(178, 180) : between(-180, -178),
      };
    if (i % 17 === 0) return { latitude: between(87, 90), longitude: between(-180, 180) };
    return { latitude: between(36, 60), longitude: between(-9, 30) };
  });
  // The places of the groups (every fifth talent's: four cities, twenty talents each).
  const groups = cities.filter((_, i) => i % 5 === 0);
  return { places, groups };
}
const { places: PLACES, groups: GROUPS } = randomPlaces();

type Engine = { name: string; db: Kysely<Database>; close: () => Promise<void> };
const engines: Engine[] = [];
let placed: Placed[] = [];

async function seed(db: Kysely<Database>) {
  const places = PLACES;
  const records = places.map(() => talentRecord());
  // Two talents created in the same millisecond: the id breaks the tie.
  const [first, second] = records;
  if (first && second) second.createdAt = first.createdAt;
  await insertTalents(db, records);
  await db.transaction().execute(async (trx) => {
    for (const [i, record] of records.entries()) {
      const place = places[i];
      if (!place) continue;
      await trx.updateTable("talents").set(place).where("id", "=", record.id).execute();
    }
  });
  // A talent without a place is never found by distance.
  await insertTalents(db, [talentRecord()]);
  return records.map((record, i) => ({
    id: record.id,
    createdAt: record.createdAt,
    ...(places[i] ?? { latitude: 0, longitude: 0 }),
  }));
}

beforeAll(async () => {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-distance-"));
  const sqlite: DatabaseHandle = openSqlite(path.join(dir, "distance.db"));
  await migrateToLatest(sqlite.db);
  engines.push({
    name: "SQLite",
    db: sqlite.db,
    close: async () => {
      await sqlite.close();
      rmSync(dir, { recursive: true, force: true });
    },
  });
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const database = await createPostgresDatabase(serverUrl, "vitrine_distance");
    const postgres = openDatabase({ databaseUrl: database.url, dataDir: dir });
    await migrateToLatest(postgres.db);
    engines.push({
      name: "PostgreSQL",
      db: postgres.db,
      close: async () => {
        await postgres.close();
        await database.drop();
      },
    });
  }
  for (const engine of engines) {
    const talents = await seed(engine.db);
    // The same coordinates and creation times on each engine; ids differ, so they are mapped by index.
    if (!placed.length) placed = talents;
    else placed = placed.map((talent, i) => ({ ...talent, [engine.name]: talents[i]?.id }));
    (engine as Engine & { ids?: string[] }).ids = talents.map((t) => t.id);
  }
}, 120_000);

afterAll(async () => {
  for (const engine of engines) await engine.close();
});

/**
 * Every page of a search, 7 cards a page, through the cursors; `manyMatches` the plan for more matches
 * than the count's bound (growing circles).
 */
async function allPages(db: Kysely<Database>, distance: DistanceFilter, manyMatches: boolean) {
  const seen: { id: string; distanceM: number }[] = [];
  let after: TalentListCursor | undefined;
  do {
    const page = await listApprovedTalentCards(db, NO_FILTERS, 7, after, distance, manyMatches);
    seen.push(...page.items.map((item) => ({ id: item.id, distanceM: item.distanceM ?? Number.NaN })));
    after = page.next;
  } while (after);
  return seen;
}

/** Every page as the API reads it (`listMatchingTalentCards`), 7 cards a page, and the first page's total. */
async function allMatchingPages(db: Kysely<Database>, distance: DistanceFilter) {
  const seen: { id: string; distanceM: number }[] = [];
  let after: TalentListCursor | undefined;
  let total: { count: number; capped: boolean } | undefined;
  do {
    const page = await listMatchingTalentCards(db, NO_FILTERS, 7, after, distance);
    total ??= page.total;
    seen.push(...page.items.map((item) => ({ id: item.id, distanceM: item.distanceM ?? Number.NaN })));
    after = page.next;
  } while (after);
  return { seen, total };
}

const centre = fc.oneof(
  // A city's own place: its twenty talents come first, read from the index of their point when the
  // plan for many matches is chosen.
  fc.constantFrom(...GROUPS),
  fc.record({
    latitude: fc.double({ min: 36, max: 60, noNaN: true }),
    longitude: fc.double({ min: -9, max: 30, noNaN: true }),
  }),
  fc.record({
    latitude: fc.double({ min: -89.99, max: 89.99, noNaN: true }),
    longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  }),
  fc.record({
    latitude: fc.double({ min: -60, max: 60, noNaN: true }),
    longitude: fc.constantFrom(179.9, -179.9, 180, -180),
  }),
  fc.record({
    latitude: fc.double({ min: 86, max: 90, noNaN: true }),
    longitude: fc.double({ min: -180, max: 180, noNaN: true }),
  }),
);
const radiusKm = fc.oneof(fc.constantFrom(10, 25, 50, 100, 250), fc.integer({ min: 1, max: 3000 }));

describe("search by distance", () => {
  it("finds what a plain haversine finds, nearest first then newest first, on every engine and page, by either plan", async () => {
    await fc.assert(
      fc.asyncProperty(centre, radiusKm, async (point, km) => {
        const distance = distanceFilter(point, km);
        const reference = placed
          .map((talent, index) => ({ index, createdAt: talent.createdAt, d: haversineM(distance, talent) }))
          .filter(({ d }) => d <= distance.radiusM + EDGE_M);
        const onEdge = new Set(
          reference.filter(({ d }) => Math.abs(d - distance.radiusM) < EDGE_M).map((r) => r.index),
        );
        for (const engine of engines) {
          const ids = (engine as Engine & { ids: string[] }).ids;
          const indexOf = new Map(ids.map((id, i) => [id, i]));
          const expected = reference
            .filter((r) => !onEdge.has(r.index))
            .sort(
              (a, b) =>
                a.d - b.d ||
                b.createdAt.localeCompare(a.createdAt) ||
                (ids[b.index] ?? "").localeCompare(ids[a.index] ?? ""),
            );
          const found = await allPages(engine.db, distance, false);
          const comparable = found.filter(({ id }) => !onEdge.has(indexOf.get(id) ?? -1));
          expect(
            comparable.map(({ id }) => indexOf.get(id)),
            engine.name,
          ).toEqual(expected.map((r) => r.index));
          for (const [i, { distanceM }] of comparable.entries()) {
            expect(Math.abs(distanceM - (expected[i]?.d ?? Number.NaN)), engine.name).toBeLessThan(0.001);
          }
          // Growing circles list the same talents in the same order.
          expect(await allPages(engine.db, distance, true), `${engine.name}, growing circles`).toEqual(found);
          // The list as the API reads it: each page with the matches counted up to the bound, ordered
          // from the same read; the same talents in the same order, the total exact.
          const read = await allMatchingPages(engine.db, distance);
          expect(read.seen, `${engine.name}, one read`).toEqual(found);
          expect(read.total).toEqual({ count: found.length, capped: false });
          // Counted up to a bound: the bound and "capped" beyond it.
          expect(
            (await listMatchingTalentCards(engine.db, NO_FILTERS, 7, undefined, distance, 5)).total,
          ).toEqual({
            count: Math.min(found.length, 5),
            capped: found.length > 5,
          });
        }
      }),
      { numRuns: 60 },
    );
  }, 300_000);
});
