import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditPage } from "#shared/audit/audit.schema";
import type { Place } from "#shared/places/places.schema";
import type { Talent } from "#shared/talents/talent.schema";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";

// A change of place alone (the text as it was, another place of the gazetteer) is a change like any
// other: the audit trail records an administrator's with the place's name and country, and the review
// of a live profile's change shows the two places apart.

const MUNICH = 2867714;
const SPRINGFIELD_IL = 4250542;
const SPRINGFIELD_MO = 4409896;

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, "admin@vitrine.test", { role: "admin" });
});
afterAll(() => t.dispose());

type Client = Awaited<ReturnType<typeof signedInUser>>["client"];
type Answer = { talent: Talent };
type Review = { talent: Talent; liveVersion: Talent | null };

async function save(client: Client, id: string, body: object): Promise<Talent> {
  const res = await client.request(`/api/talents/${id}`, { method: "PATCH", json: body });
  expect(res.status).toBe(200);
  return ((await res.json()) as Answer).talent;
}

async function adminJson<T>(path: string): Promise<T> {
  const res = await admin.client.get(path);
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

const auditOf = (id: string) => adminJson<AuditPage>(`/api/admin/audit?recordType=talent&recordId=${id}`);
const reviewOf = (id: string) => adminJson<Review>(`/api/admin/talents/${id}/review`);

/** A profile made by an administrator, with its audit trail's first entry (the creation). */
async function createdByAdmin(body: object): Promise<Talent> {
  const res = await admin.client.post("/api/admin/talents", { name: "Placed Paula", ...body });
  expect(res.status).toBe(201);
  return ((await res.json()) as Answer).talent;
}

/** A talent's profile, approved and so live, with its location's text and place. */
async function liveProfile(email: string, body: object) {
  const owner = await signedInUser(t, email);
  const res = await owner.client.post("/api/me/talent", {
    name: "Live Lena",
    category: "performing-arts",
    subcategory: "singer",
    submit: true,
    ...body,
  });
  expect(res.status).toBe(201);
  const { talent } = (await res.json()) as Answer;
  const approved = await admin.client.post(`/api/admin/talents/${talent.id}/approve`, {
    updatedAt: talent.updatedAt,
  });
  expect(approved.status).toBe(200);
  return { client: owner.client, talent };
}

describe("an administrator's change of place in the audit trail", () => {
  it("is recorded alone, by the place's name, region and country, when the text stays", async () => {
    const talent = await createdByAdmin({ location: "Munich" });
    await save(admin.client, talent.id, { location: "Munich", placeId: MUNICH });
    const [entry] = (await auditOf(talent.id)).items;
    expect(entry?.action).toBe("talent.edit");
    expect(entry?.changes).toEqual({
      place: { from: null, to: { id: MUNICH, name: "Munich", country: "DE", adminCode: "02" } },
    });
  });

  it("tells apart two places of the same name, and records unlinking", async () => {
    const talent = await createdByAdmin({ location: "Springfield", placeId: SPRINGFIELD_IL });
    const created = (await auditOf(talent.id)).items[0];
    expect(created?.action).toBe("talent.create");
    expect(created?.changes.place).toEqual({
      from: null,
      to: { id: SPRINGFIELD_IL, name: "Springfield", country: "US", adminCode: "IL" },
    });

    await save(admin.client, talent.id, { placeId: SPRINGFIELD_MO });
    const [moved] = (await auditOf(talent.id)).items;
    expect(moved?.changes).toEqual({
      place: {
        from: { id: SPRINGFIELD_IL, name: "Springfield", country: "US", adminCode: "IL" },
        to: { id: SPRINGFIELD_MO, name: "Springfield", country: "US", adminCode: "MO" },
      },
    });

    await save(admin.client, talent.id, { placeId: null });
    const [unlinked] = (await auditOf(talent.id)).items;
    expect(unlinked?.changes).toEqual({
      place: { from: { id: SPRINGFIELD_MO, name: "Springfield", country: "US", adminCode: "MO" }, to: null },
    });
  });

  it("is not named when the place stays, whatever else changes", async () => {
    const talent = await createdByAdmin({ location: "Munich", placeId: MUNICH });
    await save(admin.client, talent.id, { location: "München", placeId: MUNICH, bio: "Singer." });
    const { items } = await auditOf(talent.id);
    expect(items.map((entry) => entry.action)).toEqual(["talent.edit", "talent.create"]);
    expect(items[0]?.changes).toEqual({
      location: { from: "Munich", to: "München" },
      bio: { from: "", to: "Singer." },
    });
    // A save that changes nothing, the place sent again, leaves no entry.
    await save(admin.client, talent.id, { placeId: MUNICH });
    expect((await auditOf(talent.id)).total).toBe(2);
  });
});

describe("a talent's change of place in the review of a live profile", () => {
  it("waits for review alone, the two places named by the places API", async () => {
    const { client, talent } = await liveProfile("place-only@example.com", { location: "Munich" });
    const changed = await save(client, talent.id, { location: "Munich", placeId: MUNICH, submit: true });
    expect(changed.status).toBe("pending");
    const review = await reviewOf(talent.id);
    expect(review.liveVersion).toMatchObject({ location: "Munich", place: null });
    expect(review.talent).toMatchObject({ location: "Munich", place: { id: MUNICH, country: "DE" } });
    const named = await adminJson<Place>(`/api/places/${review.talent.place?.id}?lang=en`);
    expect(named).toMatchObject({ name: "Munich", label: "Germany" });
    const german = await adminJson<Place>(`/api/places/${review.talent.place?.id}?lang=de`);
    expect(german).toMatchObject({ name: "München", label: "Deutschland" });
  });

  it("shows the other place of the same name after a rejection and a new submission", async () => {
    const { client, talent } = await liveProfile("same-name@example.com", {
      location: "Springfield",
      placeId: SPRINGFIELD_IL,
    });
    const first = await save(client, talent.id, { bio: "Now singing.", submit: true });
    const rejected = await admin.client.post(`/api/admin/talents/${talent.id}/reject`, {
      updatedAt: first.updatedAt,
      reason: "Please say where you sing.",
    });
    expect(rejected.status).toBe(200);
    await save(client, talent.id, { placeId: SPRINGFIELD_MO, submit: true });
    const review = await reviewOf(talent.id);
    expect(review.liveVersion).toMatchObject({ location: "Springfield", place: { id: SPRINGFIELD_IL } });
    expect(review.talent).toMatchObject({
      status: "pending",
      location: "Springfield",
      place: { id: SPRINGFIELD_MO },
    });
    const [live, submitted] = await Promise.all(
      [SPRINGFIELD_IL, SPRINGFIELD_MO].map((id) => adminJson<Place>(`/api/places/${id}?lang=en`)),
    );
    expect([live?.label, submitted?.label]).toEqual(["IL, United States", "MO, United States"]);
  });

  it("leaves the place as it is live when the change is of something else", async () => {
    const { client, talent } = await liveProfile("other-change@example.com", {
      location: "Munich",
      placeId: MUNICH,
    });
    await save(client, talent.id, { bio: "A new bio.", submit: true });
    const review = await reviewOf(talent.id);
    expect(review.talent.bio).toBe("A new bio.");
    expect(review.liveVersion?.place).toEqual(review.talent.place);
    expect(review.talent.place?.id).toBe(MUNICH);
  });
});
