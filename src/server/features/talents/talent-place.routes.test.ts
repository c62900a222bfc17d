import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Talent } from "#shared/talents/talent.schema";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";

// A profile's location names a place of the gazetteer (ADR 55): the save carries its id, and the
// server takes the country and the coordinates from the gazetteer, whatever else the request says.

const MUNICH = 2867714;
const BERLIN = 2950159;

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, "admin@vitrine.test", { role: "admin" });
});
afterAll(() => t.dispose());

type Client = Awaited<ReturnType<typeof signedInUser>>["client"];
type Answer = { talent: Talent; error?: { code: string; message: string } };

async function talentWithProfile(email: string, body: object = {}) {
  const user = await signedInUser(t, email);
  const res = await user.client.post("/api/me/talent", {
    name: "Lena Hartmann",
    location: "Munich",
    ...body,
  });
  expect(res.status).toBe(201);
  return { ...user, talent: ((await res.json()) as Answer).talent };
}

async function save(client: Client, id: string, body: object) {
  const res = await client.request(`/api/talents/${id}`, { method: "PATCH", json: body });
  return { status: res.status, body: (await res.json()) as Answer };
}

const storedColumns = (id: string) =>
  t.database.handle.db
    .selectFrom("talents")
    .select(["location", "place_id", "place_country", "latitude", "longitude"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

describe("a profile's place", () => {
  it("is stored with the country and coordinates of the gazetteer, whatever coordinates the request forges", async () => {
    const { client, talent } = await talentWithProfile("forger@example.com");
    expect(talent.place).toBeNull();
    const res = await save(client, talent.id, {
      location: "München",
      placeId: MUNICH,
      latitude: 0,
      longitude: 0,
      place: { id: MUNICH, country: "XX", latitude: 1, longitude: 2 },
      placeCountry: "XX",
    });
    expect(res.status).toBe(200);
    expect(res.body.talent.location).toBe("München");
    expect(res.body.talent.place).toMatchObject({ id: MUNICH, country: "DE" });
    const columns = await storedColumns(talent.id);
    expect(columns).toMatchObject({ location: "München", place_id: MUNICH, place_country: "DE" });
    expect(Number(columns.latitude)).toBeCloseTo(48.137, 2);
    expect(Number(columns.longitude)).toBeCloseTo(11.575, 2);
  });

  it("can be created with the profile, and the owner reads it back", async () => {
    const { client } = await talentWithProfile("creator@example.com", {
      location: "Berlin",
      placeId: BERLIN,
    });
    const own = (await (await client.get("/api/me/talent")).json()) as { talent: Talent };
    expect(own.talent.place).toMatchObject({ id: BERLIN, country: "DE" });
    expect(own.talent.place?.latitude).toBeCloseTo(52.52, 1);
  });

  it("refuses an id the gazetteer lacks or that is no id, naming the field, and changes nothing", async () => {
    const { client, talent } = await talentWithProfile("unknown-place@example.com");
    await save(client, talent.id, { placeId: MUNICH });
    for (const placeId of [1, -3, "2867714", 1.5]) {
      const res = await save(client, talent.id, { location: "Nowhere", placeId });
      expect(res.status, String(placeId)).toBe(400);
      expect(res.body.error?.code).toBe("VALIDATION_FAILED");
      expect(res.body.error?.message).toMatch(/^placeId: /);
    }
    const refused = await save(client, talent.id, { location: "Nowhere", placeId: 1 });
    expect(refused.body.error?.message).toBe("placeId: This place is not in the gazetteer");
    expect(await storedColumns(talent.id)).toMatchObject({ location: "Munich", place_id: MUNICH });
  });

  it("stays with an unchanged text, and goes with null or with a new text that names no place", async () => {
    const { client, talent } = await talentWithProfile("unlink@example.com");
    await save(client, talent.id, { placeId: MUNICH });
    const kept = await save(client, talent.id, { location: "Munich", bio: "Still here." });
    expect(kept.body.talent.place?.id).toBe(MUNICH);
    const retyped = await save(client, talent.id, { location: "Somewhere near the Alps" });
    expect(retyped.body.talent.place).toBeNull();
    await save(client, talent.id, { location: "Munich", placeId: MUNICH });
    const cleared = await save(client, talent.id, { placeId: null });
    expect(cleared.body.talent).toMatchObject({ location: "Munich", place: null });
    expect(await storedColumns(talent.id)).toMatchObject({
      place_id: null,
      place_country: null,
      latitude: null,
      longitude: null,
    });
  });

  it("is another account's to change only for administrators", async () => {
    const { talent } = await talentWithProfile("victim@example.com");
    const other = await signedInUser(t, "other@example.com");
    const refused = await save(other.client, talent.id, { placeId: BERLIN, location: "Berlin" });
    expect(refused.status).toBe(403);
    expect((await storedColumns(talent.id)).place_id).toBeNull();
    const byAdmin = await save(admin.client, talent.id, { placeId: BERLIN, location: "Berlin" });
    expect(byAdmin.status).toBe(200);
    expect((await storedColumns(talent.id)).place_id).toBe(BERLIN);
  });

  it("of a live profile waits for review with its text, and goes public when the change is approved", async () => {
    const { client, talent } = await talentWithProfile("live@example.com", {
      placeId: MUNICH,
      category: "performing-arts",
      subcategory: "singer",
      submit: true,
    });
    const approve = async (updatedAt: string) =>
      admin.client.post(`/api/admin/talents/${talent.id}/approve`, { updatedAt });
    expect((await approve(talent.updatedAt)).status).toBe(200);
    const changed = await save(client, talent.id, { location: "Berlin", placeId: BERLIN });
    expect(changed.body.talent).toMatchObject({ status: "pending", place: { id: BERLIN } });
    // The public version keeps its place until an administrator approves the change.
    expect(await storedColumns(talent.id)).toMatchObject({ location: "Munich", place_id: MUNICH });
    const review = (await (await admin.client.get(`/api/admin/talents/${talent.id}/review`)).json()) as {
      talent: Talent;
      liveVersion: Talent;
    };
    expect(review.talent.place?.id).toBe(BERLIN);
    expect(review.liveVersion.place?.id).toBe(MUNICH);
    expect((await approve(changed.body.talent.updatedAt)).status).toBe(200);
    expect(await storedColumns(talent.id)).toMatchObject({
      location: "Berlin",
      place_id: BERLIN,
      place_country: "DE",
    });
  });

  it("is not part of the public profile", async () => {
    const { talent } = await talentWithProfile("public@example.com", {
      placeId: MUNICH,
      category: "performing-arts",
      subcategory: "singer",
      submit: true,
    });
    await admin.client.post(`/api/admin/talents/${talent.id}/approve`, { updatedAt: talent.updatedAt });
    const page = (await (await t.request(`/api/talents/by-slug/${talent.slug}`)).json()) as {
      talent: Record<string, unknown>;
    };
    expect(page.talent.location).toBe("Munich");
    expect(page.talent).not.toHaveProperty("place");
  });
});
