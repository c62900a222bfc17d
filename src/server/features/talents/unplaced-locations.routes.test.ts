import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { UnplacedLocations } from "#shared/places/unplaced-locations.schema";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await insertTalents(t.database.handle.db, [
    talentRecord({
      id: "placed",
      name: "Placed",
      location: "Munich",
      place: { id: 2867714, country: "DE", latitude: 48.1, longitude: 11.6 },
    }),
    talentRecord({ id: "free", name: "Free Text", location: "my flat", place: null }),
    talentRecord({
      id: "shared",
      name: "Shared Name",
      location: "Springfield",
      place: null,
      status: "pending",
    }),
    talentRecord({ id: "blank", name: "No Location", location: "", place: null }),
  ]);
});
afterAll(() => t.dispose());

describe("GET /api/admin/unplaced-locations", () => {
  it("lists the profiles whose location names no place, with the text as written", async () => {
    const admin = await signedInUser(t, "admin@vitrine.test", { role: "admin" });
    const res = await admin.client.get("/api/admin/unplaced-locations");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    const body = (await res.json()) as UnplacedLocations;
    expect(body).toEqual({
      total: 2,
      items: [
        { id: "free", name: "Free Text", location: "my flat", status: "approved" },
        { id: "shared", name: "Shared Name", location: "Springfield", status: "pending" },
      ],
    });
  });

  it("refuses visitors and accounts that are not administrators", async () => {
    expect((await t.request("/api/admin/unplaced-locations")).status).toBe(401);
    const talent = await signedInUser(t, "talent@example.com");
    const refused = await talent.client.get("/api/admin/unplaced-locations");
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe("FORBIDDEN");
  });
});
