import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { matchingTalents } from "#server/app";
import type { TalentWrite } from "#server/talent-records/talents.repository";
import { parseTalentFilters } from "#shared/talents/talent-filters";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";

let t: TestApp;

/** Places of the gazetteer (GeoNames ids and coordinates). */
const MUNICH = { place_id: 2867714, place_country: "DE", latitude: 48.13743, longitude: 11.57549 };
const FREISING = { place_id: 2925034, place_country: "DE", latitude: 48.40351, longitude: 11.74876 };
const AUGSBURG = { place_id: 2954172, place_country: "DE", latitude: 48.37154, longitude: 10.89851 };
const BERLIN = { place_id: 2950159, place_country: "DE", latitude: 52.52437, longitude: 13.41053 };
type Place = typeof MUNICH;

const placed: [TalentWrite, Place][] = [
  [talentRecord({ name: "Lena Munich" }), MUNICH],
  [talentRecord({ name: "Freya Freising", category: "performing-arts", subcategory: "singer" }), FREISING],
  [talentRecord({ name: "Anna Augsburg" }), AUGSBURG],
  [talentRecord({ name: "Bert Berlin" }), BERLIN],
  [talentRecord({ name: "Mia Munich" }), MUNICH],
  [talentRecord({ name: "Pending Munich", status: "pending" }), MUNICH],
];
const unplaced = talentRecord({ name: "Nora Nowhere" });

/** 30 talents on a line north of Munich, 1 km apart, for paging; five share each point. */
const line = Array.from({ length: 30 }, (_, i) => {
  const record = talentRecord({ name: `Line ${String(i).padStart(2, "0")}`, subcategory: "photographer" });
  const place = { ...MUNICH, latitude: 60 + Math.floor(i / 5) * 0.009, longitude: 10 };
  return [record, place] as [TalentWrite, Place];
});

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.handle.db;
  await insertTalents(
    db,
    [...placed, ...line].map(([record]) => record),
  );
  await insertTalents(db, [unplaced]);
  for (const [record, place] of [...placed, ...line]) {
    await db
      .updateTable("talents")
      .set({ ...place, first_approved_at: record.createdAt })
      .where("id", "=", record.id)
      .execute();
  }
  await t.deps.realtime.publish({ type: "talents.seeded" });
});
afterAll(async () => {
  await t.dispose();
});

type Item = { name: string; distanceKm?: number };
type ListBody = { items: Item[]; total?: number; nextCursor: string | null };

async function list(query: string): Promise<ListBody> {
  const res = await t.request(`/api/talents?${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as ListBody;
}

async function refused(query: string, status = 400) {
  const res = await t.request(`/api/talents?${query}`);
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.message).toEqual(expect.any(String));
  return body.error;
}

describe("GET /api/talents near a position", () => {
  it("finds the talents within the radius, nearest first, each with its distance", async () => {
    const body = await list("near=48.14,11.58&radius=50");
    expect(body.items).toEqual([
      // Both in Munich, 0.4 km from the centre: the newer first.
      expect.objectContaining({ name: "Mia Munich", distanceKm: 0.4 }),
      expect.objectContaining({ name: "Lena Munich", distanceKm: 0.4 }),
      expect.objectContaining({ name: "Freya Freising", distanceKm: 32 }),
    ]);
    expect(body.total).toBe(3);
  });

  it("takes 50 km when no radius is given, and widens with the radius", async () => {
    expect((await list("near=48.14,11.58")).total).toBe(3);
    const wide = await list("near=48.14,11.58&radius=100");
    expect(wide.items.map((i) => i.name)).toEqual([
      "Mia Munich",
      "Lena Munich",
      "Freya Freising",
      "Anna Augsburg",
    ]);
    expect(wide.items[3]?.distanceKm).toBe(57);
    const all = await list("near=48.14,11.58&radius=250");
    expect(all.items.map((i) => i.name)).not.toContain("Bert Berlin");
  });

  it("keeps an answer near a position out of every cache, and one near a place in the public cache", async () => {
    const near = await t.request("/api/talents?near=48.14,11.58");
    expect(near.headers.get("cache-control")).toBe("private, no-store");
    const plain = await t.request("/api/talents?radius=10");
    expect(plain.headers.get("cache-control")).toContain("public");
  });

  it("uses the position rounded to two decimals", async () => {
    const exact = await list("near=48.137154,11.576124&radius=10");
    expect(exact).toEqual(await list("near=48.14,11.58&radius=10"));
  });

  it("holds together with the other filters, and counts what it shows", async () => {
    const body = await list("near=48.14,11.58&radius=50&category=performing-arts");
    expect(body.items.map((i) => i.name)).toEqual(["Freya Freising"]);
    expect(body.total).toBe(1);
  });

  it("shows no distance without a centre, and a radius alone filters nothing", async () => {
    const body = await list("radius=10");
    expect(body.total).toBe(placed.length - 1 + line.length + 1);
    expect(body.items.every((i) => i.distanceKm === undefined)).toBe(true);
  });

  it("pages through the cursor in the same order, each talent once", async () => {
    const first = await list("near=60,10&radius=10");
    expect(first.total).toBe(30);
    expect(first.items).toHaveLength(24);
    expect(first.nextCursor).not.toBeNull();
    const second = await list(`near=60,10&radius=10&cursor=${first.nextCursor}`);
    expect(second.nextCursor).toBeNull();
    const names = [...first.items, ...second.items].map((i) => i.name);
    // Nearest first; at one point the newest (the highest number) first.
    const expected = Array.from({ length: 6 }, (_, point) =>
      Array.from({ length: 5 }, (_, k) => `Line ${String(point * 5 + 4 - k).padStart(2, "0")}`),
    ).flat();
    expect(names).toEqual(expected);
    const distances = [...first.items, ...second.items].map((i) => i.distanceKm ?? -1);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  it("refuses a cursor of the list by date in a search by distance, and the other way round", async () => {
    const byDate = await list("subcategory=photographer");
    expect(byDate.nextCursor).not.toBeNull();
    expect((await refused(`near=60,10&radius=10&cursor=${byDate.nextCursor}`)).code).toBe(
      "VALIDATION_FAILED",
    );
    const byDistance = await list("near=60,10&radius=10");
    expect((await refused(`subcategory=photographer&cursor=${byDistance.nextCursor}`)).code).toBe(
      "VALIDATION_FAILED",
    );
  });
});

describe("GET /api/talents near a place of the gazetteer", () => {
  it("finds the talents within the radius of the place, nearest first", async () => {
    const body = await list("place=2867714&radius=50");
    expect(body.items).toEqual([
      expect.objectContaining({ name: "Mia Munich", distanceKm: 0 }),
      expect.objectContaining({ name: "Lena Munich", distanceKm: 0 }),
      expect.objectContaining({ name: "Freya Freising", distanceKm: 32 }),
    ]);
    expect(body.total).toBe(3);
    expect((await list("place=2867714&radius=100")).total).toBe(4);
    expect((await list("place=2950159&radius=10")).items.map((i) => i.name)).toEqual(["Bert Berlin"]);
  });

  it("gives a saved search near a place the news of that place only", async () => {
    const filters = parseTalentFilters(new URLSearchParams("place=2867714&radius=50"));
    const window = { after: "2000-01-01T00:00:00.000Z" };
    expect(await matchingTalents.count(t.database.handle.db, filters, window)).toBe(3);
    const news = await matchingTalents.list(t.database.handle.db, filters, window, 10);
    expect(news.map((n) => n.name).sort()).toEqual(["Freya Freising", "Lena Munich", "Mia Munich"]);
  });
});

describe("GET /api/talents refuses a distance filter that is not valid", () => {
  it.each([
    ["a radius that is not offered", "near=48.14,11.58&radius=30", "radius"],
    ["a radius that is not a number", "near=48.14,11.58&radius=far", "radius"],
    ["a latitude out of range", "near=91,11.58", "near"],
    ["a longitude out of range", "near=48.14,181", "near"],
    ["a position that is not one", "near=munich", "near"],
    ["a place that is not an id", "place=munich", "place"],
  ])("%s: 400", async (_label, query, field) => {
    const error = await refused(query);
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.message).toContain(`${field}:`);
  });

  it("refuses a place and a position together", async () => {
    expect((await refused("place=2867714&near=48.14,11.58")).code).toBe("VALIDATION_FAILED");
  });

  it("answers 404 for a place the gazetteer does not have", async () => {
    const error = await refused("place=999999999", 404);
    expect(error.code).toBe("NOT_FOUND");
  });
});
