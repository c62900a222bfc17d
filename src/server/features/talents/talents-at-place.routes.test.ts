import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeCoordinates } from "#server/places/place-lookup";
import { talentRowValues } from "#server/talent-records/talents.repository";
import { talentRecord } from "#tests/support/talent-factory";
import { haversineM, listTalents } from "#tests/support/talent-list";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { COUNT_BOUND } from "./talents-query.repository.ts";

// A search by distance around a city whose own talents pass the count's bound (ADR 62): talents are
// placed at their place's coordinates, so the city's talents share one point and come first, newest
// first; they are counted and paged from the index of their point, then the growing circles go on.

const MUNICH_ID = 2867714;
const MUNICH = placeCoordinates(MUNICH_ID) ?? { latitude: Number.NaN, longitude: Number.NaN };
const AT_MUNICH = COUNT_BOUND + 30;
const NEARBY = 40;

let t: TestApp;
/** Every few talents share a creation time, so the id breaks ties as the list's order says. */
const atMunich = Array.from({ length: AT_MUNICH }, (_, i) =>
  talentRecord({
    name: `Munich Talent ${i}`,
    createdAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 3) * 60_000).toISOString(),
  }),
);
const pendingAtMunich = talentRecord({ name: "Pending Munich Talent", status: "pending" });
/** Distinct points within about 30 km of Munich, newer than every talent at Munich itself. */
const nearbyPoint = (i: number) => ({
  latitude: MUNICH.latitude + ((i % 7) - 3) * 0.04 + i * 1e-4,
  longitude: MUNICH.longitude + ((i % 5) - 2) * 0.05,
});
const nearby = Array.from({ length: NEARBY }, (_, i) =>
  talentRecord({
    name: `Nearby Talent ${i}`,
    createdAt: `2026-06-01T00:00:${String(i).padStart(2, "0")}.000Z`,
  }),
);

beforeAll(async () => {
  t = await createTestApp();
  const rows = [
    ...[...atMunich, pendingAtMunich].map((record) => ({ ...talentRowValues(record), ...MUNICH })),
    ...nearby.map((record, i) => ({ ...talentRowValues(record), ...nearbyPoint(i) })),
  ];
  for (let start = 0; start < rows.length; start += 200) {
    await t.database.handle.db
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

describe("a search by distance around a city of more talents than the count's bound", () => {
  const query = `place=${MUNICH_ID}&radius=50`;

  it("says more than the bound, and lists the city's own talents first, newest first, at 0 km", async () => {
    const body = await list(query);
    expect(body).toMatchObject({ total: COUNT_BOUND, totalCapped: true });
    const newestFirst = [...atMunich].sort(
      (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id),
    );
    expect(body.items.map((item) => item.id)).toEqual(
      newestFirst.slice(0, body.items.length).map((r) => r.id),
    );
    expect(body.items.every((item) => item.distanceKm === 0)).toBe(true);
  });

  it("pages through every one of them, then the talents around, nearest first, none twice and no pending one", async () => {
    const ids: string[] = [];
    let body = await list(query);
    ids.push(...body.items.map((item) => item.id));
    while (body.nextCursor) {
      body = await list(`${query}&cursor=${encodeURIComponent(body.nextCursor)}`);
      ids.push(...body.items.map((item) => item.id));
    }
    const expected = [
      ...[...atMunich].sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id)),
      ...nearby
        .map((record, i) => ({ record, d: haversineM(MUNICH, nearbyPoint(i)) }))
        .sort((a, b) => a.d - b.d)
        .map(({ record }) => record),
    ].map((record) => record.id);
    expect(ids).toEqual(expected);
    expect(ids).not.toContain(pendingAtMunich.id);
  });

  it("counts exactly where the city's talents are filtered below the bound", async () => {
    const body = await list(`${query}&q=${encodeURIComponent("Nearby Talent")}`);
    expect(body.total).toBe(NEARBY);
    expect(body.totalCapped).toBeUndefined();
  });
});
