import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { talentRowValues } from "#server/talent-records/talents.repository";
import { talentRecord } from "#tests/support/talent-factory";
import { haversineM, type ListedTalent, listTalents } from "#tests/support/talent-list";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { COUNT_BOUND } from "./talents-query.repository.ts";

// The public list with more matches than its count's bound (ADR 62): the total says "more than", the
// unfiltered total is the kept one, and the plans that read about a page list what the full ones do.

let t: TestApp;

/** 1,100 approved talents named "Talent Schmidt <n>" near Munich, models 170–180 cm tall. */
const MANY = COUNT_BOUND + 100;
const MUNICH = { latitude: 48.14, longitude: 11.58 };
const many = Array.from({ length: MANY }, (_, i) =>
  talentRecord({
    name: `Talent Schmidt ${i}`,
    measurements: { height: 170 + (i % 11), lengthUnits: "metric", sizeSystem: "eu" },
  }),
);
/** Distinct places within about 40 km of Munich, no two at the same distance. */
const placeOf = (i: number) => ({
  latitude: MUNICH.latitude + ((i % 37) - 18) * 0.01 + i * 1e-5,
  longitude: MUNICH.longitude + ((i % 41) - 20) * 0.012,
});
/** Named exactly as searched, and the oldest: listed first all the same. */
const wholeName = talentRecord({ name: "Talent Schmidt", createdAt: "2025-01-01T00:00:00.000Z" });
const onlySchmidt = talentRecord({ name: "Schmidt", createdAt: "2025-01-02T00:00:00.000Z" });
const pending = talentRecord({ name: "Pending Schmidt", status: "pending" });
const tall = talentRecord({
  name: "Tall Tilda",
  measurements: { height: 195, lengthUnits: "metric", sizeSystem: "eu" },
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.handle.db;
  const rows = [...many, wholeName, onlySchmidt, pending, tall].map((record, i) => ({
    ...talentRowValues(record),
    ...(i < MANY ? placeOf(i) : {}),
  }));
  for (let start = 0; start < rows.length; start += 200) {
    await db
      .insertInto("talents")
      .values(rows.slice(start, start + 200))
      .execute();
  }
  await t.deps.realtime.publish({ type: "talents.seeded" });
});
afterAll(async () => {
  await t.dispose();
});

const list = (query: string) => listTalents(t, query);

/** The first `pages` pages of a list, through the cursors. */
async function pages(query: string, count: number) {
  const items: ListedTalent[] = [];
  let body = await list(query);
  items.push(...body.items);
  for (let page = 1; page < count && body.nextCursor; page += 1) {
    body = await list(`${query}&cursor=${encodeURIComponent(body.nextCursor)}`);
    expect(body.total).toBeUndefined();
    items.push(...body.items);
  }
  return items;
}

const newestFirst = (a: { createdAt: string; id: string }, b: { createdAt: string; id: string }) =>
  b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

describe("the list's total", () => {
  it("without a filter is every approved talent, kept rather than counted, and follows status changes", async () => {
    const approved = MANY + 3;
    expect(await list("")).toMatchObject({ total: approved });
    expect((await list("")).totalCapped).toBeUndefined();
    const db = t.database.handle.db;
    await db.updateTable("talents").set({ status: "approved" }).where("id", "=", pending.id).execute();
    await db.updateTable("talents").set({ status: "rejected" }).where("id", "=", tall.id).execute();
    await db.updateTable("talents").set({ status: "rejected" }).where("id", "=", tall.id).execute();
    await db.deleteFrom("talents").where("id", "=", onlySchmidt.id).execute();
    await t.deps.realtime.publish({ type: "talents.seeded" });
    expect((await list("")).total).toBe(approved - 1);
    // Put back as it was for the other tests.
    await db.updateTable("talents").set({ status: "pending" }).where("id", "=", pending.id).execute();
    await db.updateTable("talents").set({ status: "approved" }).where("id", "=", tall.id).execute();
    await db.insertInto("talents").values(talentRowValues(onlySchmidt)).execute();
    await t.deps.realtime.publish({ type: "talents.seeded" });
    expect((await list("")).total).toBe(approved);
  });

  it("with a filter counts up to the bound and says when more match", async () => {
    const body = await list("category=visual-arts-media&heightMin=170&heightMax=180");
    expect(body).toMatchObject({ total: COUNT_BOUND, totalCapped: true });
    expect(await list("heightMin=190")).toMatchObject({ total: 1 });
    expect((await list("heightMin=190")).totalCapped).toBeUndefined();
  });

  it("with a filter of many matches pages newest first, every card matching, none twice", async () => {
    const items = await pages("category=visual-arts-media&heightMin=170&heightMax=180", 3);
    const expected = [...many].sort(newestFirst).slice(0, 72);
    expect(items.map((item) => item.id)).toEqual(expected.map((record) => record.id));
  });
});

describe("a keyword search with more matches than the bound", () => {
  it("lists the talent named exactly as searched first, then the others newest first", async () => {
    const body = await list("q=Talent Schmidt");
    expect(body).toMatchObject({ total: COUNT_BOUND, totalCapped: true });
    const items = await pages("q=Talent Schmidt", 3);
    expect(items[0]?.name).toBe("Talent Schmidt");
    const newest = [...many].sort(newestFirst).slice(0, items.length - 1);
    expect(items.slice(1).map((item) => item.id)).toEqual(newest.map((record) => record.id));
  });

  it("a last name alone lists the talent of that one name first, and never a pending one", async () => {
    const items = await pages("q=schmidt", 2);
    expect(items[0]?.name).toBe("Schmidt");
    expect(items.map((item) => item.name)).not.toContain("Pending Schmidt");
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });

  it("a full name with few matches keeps the full ranking and an exact total", async () => {
    const body = await list("q=Talent Schmidt 1099");
    expect(body.items.map((item) => item.name)).toEqual(["Talent Schmidt 1099"]);
    expect(body.total).toBe(1);
  });
});

describe("a search by distance with more matches than the bound", () => {
  const haversine = (place: { latitude: number; longitude: number }) => haversineM(MUNICH, place);

  it("counts up to the bound and lists the nearest first, page after page", async () => {
    const query = "near=48.14,11.58&radius=50";
    expect(await list(query)).toMatchObject({ total: COUNT_BOUND, totalCapped: true });
    const items = await pages(query, 3);
    const nearest = many
      .map((record, i) => ({ id: record.id, d: haversine(placeOf(i)) }))
      .sort((a, b) => a.d - b.d)
      .slice(0, 72);
    expect(items.map((item) => item.id)).toEqual(nearest.map((entry) => entry.id));
    const distances = items.map((item) => item.distanceKm ?? Number.NaN);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("counts exactly within a small radius", async () => {
    const within = many.filter((_, i) => haversine(placeOf(i)) <= 10_000).length;
    expect(within).toBeLessThan(COUNT_BOUND);
    const body = await list("near=48.14,11.58&radius=10");
    expect(body.total).toBe(within);
    expect(body.totalCapped).toBeUndefined();
  });
});
