import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "#tests/support/api-client";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { quickSignedInUser } from "#tests/support/test-users";

// Favourites, the workspace overview's counts and a talent's counts, through the API: each account
// sees only its own favourites, only public profiles show, a talent learns how many but never who,
// and everything goes with the account or the talent.

let t: TestApp;
let admin: Awaited<ReturnType<typeof quickSignedInUser>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await quickSignedInUser(t, "admin@vitrine.test", { role: "admin" });
});
afterAll(() => t.dispose());

const db = () => t.database.handle.db;
type User = Awaited<ReturnType<typeof quickSignedInUser>>;

const user = (name: string) => quickSignedInUser(t, `${name}-${randomUUID().slice(0, 8)}@example.test`);
const talents = (...records: Parameters<typeof talentRecord>[0][]) =>
  insertTalents(
    db(),
    records.map((r) => talentRecord(r)),
  );
const put = (u: User, id: string) => u.client.request(`/api/me/favourites/${id}`, { method: "PUT" });
const remove = (u: User, id: string) => u.client.request(`/api/me/favourites/${id}`, { method: "DELETE" });
const ids = async (u: User) =>
  ((await (await u.client.get("/api/me/favourites/ids")).json()) as { ids: string[] }).ids;
const cards = async (u: User) =>
  ((await (await u.client.get("/api/me/favourites")).json()) as { items: { id: string; name: string }[] })
    .items;
const favouriteRows = (where: { userId?: string; talentId?: string }) => {
  let query = db().selectFrom("favourites").selectAll();
  if (where.userId) query = query.where("user_id", "=", where.userId);
  if (where.talentId) query = query.where("talent_id", "=", where.talentId);
  return query.execute();
};

describe("favourites", () => {
  it("adds public talents once, lists them newest first as cards, and removes them", async () => {
    const booker = await user("booker");
    const [anna, ben] = await talents({ name: "Anna Favourite" }, { name: "Ben Favourite" });
    if (!anna || !ben) throw new Error("no talents");

    const added = await put(booker, anna.id);
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({ talentId: anna.id, favourite: true });
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await put(booker, ben.id)).status).toBe(200);
    // Adding again changes nothing: one row, the first date.
    expect((await put(booker, anna.id)).status).toBe(200);
    expect(await favouriteRows({ userId: booker.userId })).toHaveLength(2);

    expect((await cards(booker)).map((c) => c.name)).toEqual(["Ben Favourite", "Anna Favourite"]);
    expect(await ids(booker)).toEqual([ben.id, anna.id]);

    const removed = await remove(booker, ben.id);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ talentId: ben.id, favourite: false });
    expect((await remove(booker, ben.id)).status).toBe(200);
    expect(await ids(booker)).toEqual([anna.id]);
  });

  it("answers 404 for a talent that is not public, and shows a hidden favourite no more", async () => {
    const booker = await user("careful");
    const [pending, hidden] = await talents(
      { name: "Pending Talent", status: "pending" },
      { name: "Soon Hidden" },
    );
    if (!pending || !hidden) throw new Error("no talents");
    const refused = await put(booker, pending.id);
    expect(refused.status).toBe(404);
    expect((await refused.json()).error).toEqual({
      code: "NOT_FOUND",
      message: "This talent's profile is not public.",
    });
    expect((await put(booker, "no-such-talent")).status).toBe(404);

    expect((await put(booker, hidden.id)).status).toBe(200);
    await db().updateTable("talents").set({ status: "pending" }).where("id", "=", hidden.id).execute();
    expect(await cards(booker)).toEqual([]);
    expect(await ids(booker)).toEqual([]);
  });

  it("keeps each account's favourites to itself", async () => {
    const [mine] = await talents({ name: "Only Mine" });
    if (!mine) throw new Error("no talent");
    const me = await user("me");
    const other = await user("other");
    await put(me, mine.id);
    expect(await ids(other)).toEqual([]);
    expect(await cards(other)).toEqual([]);
    // Removing it from one's own favourites touches nobody else's.
    expect((await remove(other, mine.id)).status).toBe(200);
    expect(await ids(me)).toEqual([mine.id]);
  });

  it("lets talents keep favourites too, and refuses visitors and unconfirmed accounts", async () => {
    const [someone] = await talents({ name: "Someone Public" });
    if (!someone) throw new Error("no talent");
    const visitor = apiClient(t);
    expect((await visitor.get("/api/me/favourites")).status).toBe(401);
    expect((await visitor.get("/api/me/favourites/ids")).status).toBe(401);
    expect((await visitor.request(`/api/me/favourites/${someone.id}`, { method: "PUT" })).status).toBe(401);
    const unconfirmed = await quickSignedInUser(t, `unconfirmed-${randomUUID()}@example.test`, {
      emailVerified: false,
    });
    const refused = await put(unconfirmed, someone.id);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("EMAIL_NOT_VERIFIED");
    expect(await favouriteRows({ talentId: someone.id })).toEqual([]);
  });
});

describe("privacy", () => {
  it("puts the favourites in the account's export", async () => {
    const booker = await user("exporter");
    const [kept] = await talents({ name: "Kept Talent" });
    if (!kept) throw new Error("no talent");
    await put(booker, kept.id);
    const exported = await (await booker.client.get("/api/account/export")).json();
    expect(exported.favourites).toEqual([
      { talentId: kept.id, name: "Kept Talent", slug: kept.slug, addedAt: expect.any(String) },
    ]);
    expect(exported.account).toMatchObject({ accountKind: "talent", companyName: null });
  });

  it("deletes the favourites with the account", async () => {
    const leaving = await user("leaving");
    const [kept] = await talents({ name: "Left Behind" });
    if (!kept) throw new Error("no talent");
    await put(leaving, kept.id);
    const res = await leaving.client.post("/api/account/delete", {
      confirmation: "DELETE",
      password: leaving.password,
    });
    expect(res.status).toBe(200);
    expect(await favouriteRows({ userId: leaving.userId })).toEqual([]);
  });

  it("deletes the favourites of a talent whose profile is deleted", async () => {
    const booker = await user("loyal");
    const [gone, staying] = await talents({ name: "Gone Talent" }, { name: "Staying Talent" });
    if (!gone || !staying) throw new Error("no talents");
    await put(booker, gone.id);
    await put(booker, staying.id);
    const deleted = await admin.client.request(`/api/admin/talents/${gone.id}`, {
      method: "DELETE",
      json: {},
    });
    expect(deleted.status).toBe(204);
    expect(await favouriteRows({ talentId: gone.id })).toEqual([]);
    expect(await ids(booker)).toEqual([staying.id]);
  });
});

describe("the workspace overview", () => {
  it("counts the account's favourites, shortlists and saved searches", async () => {
    const booker = await user("counting");
    const [a, b, hidden] = await talents({ name: "Count A" }, { name: "Count B" }, { name: "Count Hidden" });
    if (!a || !b || !hidden) throw new Error("no talents");
    const empty = await booker.client.get("/api/me/workspace");
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({
      favourites: 0,
      shortlists: 0,
      savedSearches: 0,
      newInSavedSearches: 0,
    });

    for (const talent of [a, b, hidden]) await put(booker, talent.id);
    await db().updateTable("talents").set({ status: "pending" }).where("id", "=", hidden.id).execute();
    const now = new Date().toISOString();
    await db()
      .insertInto("shortlists")
      .values({ id: randomUUID(), owner_id: booker.userId, name: "Spring", created_at: now, updated_at: now })
      .execute();
    await db()
      .insertInto("saved_searches")
      .values({
        id: randomUUID(),
        owner_id: booker.userId,
        name: "Models in Munich",
        query: "location=Munich",
        alert: "none",
        last_alert_at: now,
        last_visit_at: now,
        unsubscribe_token_hash: randomUUID(),
        created_at: now,
      })
      .execute();
    expect(await (await booker.client.get("/api/me/workspace")).json()).toEqual({
      favourites: 2,
      shortlists: 1,
      savedSearches: 1,
      newInSavedSearches: 0,
    });
    expect((await apiClient(t).get("/api/me/workspace")).status).toBe(401);
  });
});

describe("a talent's counts", () => {
  it("says how many accounts favourited the profile and on how many shortlists it is, never who", async () => {
    const owner = await user("counted-talent");
    const [profile] = await talents({ name: "Counted Talent", userId: owner.userId });
    if (!profile) throw new Error("no talent");
    const interest = async () => {
      const res = await owner.client.get("/api/me/talent-interest");
      expect(res.status).toBe(200);
      return res.json();
    };
    expect(await interest()).toEqual({ favourites: 0, shortlists: 0 });

    const fans = [await user("fan-one"), await user("fan-two")];
    for (const fan of fans) await put(fan, profile.id);
    // The talent's own favourite is no one's interest.
    await put(owner, profile.id);
    const now = new Date().toISOString();
    for (const [index, fan] of fans.entries()) {
      for (const list of [`List ${index}a`, `List ${index}b`]) {
        const id = randomUUID();
        await db()
          .insertInto("shortlists")
          .values({ id, owner_id: fan.userId, name: list, created_at: now, updated_at: now })
          .execute();
        await db()
          .insertInto("shortlist_entries")
          .values({ id: randomUUID(), shortlist_id: id, talent_id: profile.id, position: 0, added_at: now })
          .execute();
      }
    }
    const answer = await interest();
    expect(answer).toEqual({ favourites: 2, shortlists: 4 });
    const text = JSON.stringify(answer);
    for (const fan of fans) {
      expect(text).not.toContain(fan.userId);
      expect(text).not.toContain(fan.email);
    }
  });

  it("answers 404 to an account without a profile, and 401 to a visitor", async () => {
    const booker = await user("no-profile");
    const res = await booker.client.get("/api/me/talent-interest");
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("NOT_FOUND");
    expect((await apiClient(t).get("/api/me/talent-interest")).status).toBe(401);
  });
});
