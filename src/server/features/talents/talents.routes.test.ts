import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureAdmin } from "#server/auth/admin-bootstrap";
import { isPostgres } from "#server/db/dialect";
import { apiClient } from "#tests/support/api-client";
import { fetchAndSolveBotCheck } from "#tests/support/solve-bot-check";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { quickSignedInUser } from "#tests/support/test-users";

let t: TestApp;
const ADMIN = { email: "admin@vitrine.test", password: "admin-password-1" };

const lena = talentRecord({
  name: "Lena Hartmann",
  location: "Munich",
  languages: ["de", "en"],
  age: 24,
  measurements: { height: 176, lengthUnits: "metric", sizeSystem: "eu" },
  paymentOptions: ["PAY", "TFP"],
  featured: true,
  featuredOrder: 2,
});
const malik = talentRecord({
  name: "Malik Osei",
  location: "Berlin",
  languages: ["en", "fr"],
  age: 27,
  measurements: { height: 188, lengthUnits: "metric", sizeSystem: "eu" },
  featured: true,
  featuredOrder: null,
});
const sofia = talentRecord({
  name: "Sofia Marquez",
  subcategory: "photographer",
  location: "Hamburg",
  languages: ["es"],
  age: 31,
  paymentOptions: ["TFP"],
  featured: true,
  featuredOrder: 1,
});
const amara = talentRecord({
  name: "Amara Nwosu",
  category: "performing-arts",
  subcategory: "singer",
  location: "munich",
  languages: ["en", "yo"],
  age: 26,
});
const studio = talentRecord({
  name: "Studio Licht",
  category: "industry-infrastructure",
  subcategory: "studio",
  age: null,
  languages: ["de"],
});
const pending = talentRecord({
  name: "Pending Pia",
  status: "pending",
  location: "Cologne",
  languages: ["it"],
  featured: true,
  featuredOrder: 0,
});
const rejected = talentRecord({ name: "Rejected Rex", status: "rejected", location: "Bonn" });

beforeAll(async () => {
  t = await createTestApp();
  await ensureAdmin(t.deps.auth, ADMIN, t.deps.log);
  await insertTalents(t.database.handle.db, [lena, malik, sofia, amara, studio, pending, rejected]);
});
afterAll(async () => {
  await t.dispose();
});

/** Written straight to the database, so the app is told, as a write through the API would. */
const changedBehindTheApi = () => t.deps.realtime.publish({ type: "talents.seeded" });

const names = async (query: string) => {
  const res = await t.request(`/api/talents${query}`);
  expect(res.status).toBe(200);
  const body = await res.json();
  return { names: body.items.map((i: { name: string }) => i.name), total: body.total as number };
};

describe("GET /api/talents", () => {
  it("lists approved talents only, newest first", async () => {
    expect(await names("")).toEqual({
      names: ["Studio Licht", "Amara Nwosu", "Sofia Marquez", "Malik Osei", "Lena Hartmann"],
      total: 5,
    });
  });

  it.each([
    ["?q=HART", ["Lena Hartmann"]],
    ["?q=photo", ["Sofia Marquez"]],
    ["?q=singer", ["Amara Nwosu"]],
    ["?q=50%25", []],
    ["?category=performing-arts&category=industry-infrastructure", ["Studio Licht", "Amara Nwosu"]],
    ["?subcategory=model", ["Malik Osei", "Lena Hartmann"]],
    ["?location=Munich", ["Studio Licht", "Amara Nwosu", "Lena Hartmann"]],
    ["?location=Berlin&location=Hamburg", ["Sofia Marquez", "Malik Osei"]],
    ["?languages=fr&languages=es", ["Sofia Marquez", "Malik Osei"]],
    ["?languages=it", []],
    ["?payment=TFP", ["Sofia Marquez", "Lena Hartmann"]],
    ["?ageMin=25&ageMax=27", ["Amara Nwosu", "Malik Osei"]],
    ["?ageMax=40", ["Amara Nwosu", "Sofia Marquez", "Malik Osei", "Lena Hartmann"]],
    ["?heightMin=180", ["Malik Osei"]],
    ["?heightMin=170&heightMax=180", ["Lena Hartmann"]],
    ["?subcategory=model&languages=en&payment=TFP", ["Lena Hartmann"]],
    ["?category=visual-arts-media&location=Munich&languages=en", ["Lena Hartmann"]],
  ])("filters %s", async (query, expected) => {
    expect((await names(query)).names).toEqual(expected);
  });

  it("pages 24 at a time with a cursor, the total on the first page", async () => {
    const extra = Array.from({ length: 30 }, (_, i) =>
      talentRecord({ name: `Paged ${i}`, location: "Paging" }),
    );
    await insertTalents(t.database.handle.db, extra);
    await changedBehindTheApi();
    const first = await (await t.request("/api/talents?location=Paging")).json();
    expect(first).toMatchObject({ total: 30, pageSize: 24 });
    expect(first.items).toHaveLength(24);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await (
      await t.request(`/api/talents?location=Paging&cursor=${encodeURIComponent(first.nextCursor)}`)
    ).json();
    expect(second.items).toHaveLength(6);
    expect(second.total).toBeUndefined();
    expect(second.nextCursor).toBeNull();
    const all = [...first.items, ...second.items].map((i: { name: string }) => i.name);
    expect(all).toEqual(extra.map((r) => r.name).reverse());
    await t.database.handle.db.deleteFrom("talents").where("location", "=", "Paging").execute();
    await changedBehindTheApi();
  });

  it("keeps talents created in the same instant apart, in id order, across pages", async () => {
    const stamp = "2030-01-01T00:00:00.000Z";
    const twins = Array.from({ length: 30 }, (_, i) =>
      talentRecord({ name: `Twin ${i}`, location: "Twins", createdAt: stamp, updatedAt: stamp }),
    );
    await insertTalents(t.database.handle.db, twins);
    await changedBehindTheApi();
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : "";
      const page = await (await t.request(`/api/talents?location=Twins${query}`)).json();
      seen.push(...page.items.map((i: { id: string }) => i.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(
      twins
        .map((r) => r.id)
        .sort()
        .reverse(),
    );
    await t.database.handle.db.deleteFrom("talents").where("location", "=", "Twins").execute();
    await changedBehindTheApi();
  });

  it("refuses a cursor it did not give out", async () => {
    const res = await t.request("/api/talents?cursor=bm90LWEtY3Vyc29y");
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe("VALIDATION_FAILED");
  });

  it("answers only public fields and supports revalidation", async () => {
    const res = await t.request("/api/talents");
    const text = await res.clone().text();
    expect(text).not.toContain("userId");
    expect(text).not.toContain("talent@example.com");
    const tag = res.headers.get("etag");
    expect(tag).toBeTruthy();
    expect((await t.request("/api/talents", { headers: { "if-none-match": tag ?? "" } })).status).toBe(304);
  });
});

describe("GET /api/talents/facets", () => {
  it("computes each group's options from approved talents only", async () => {
    const facets = await (await t.request("/api/talents/facets")).json();
    const values = (group: { value: string }[]) => group.map((o) => o.value).sort();
    expect(values(facets.location)).toEqual(["Berlin", "Hamburg", "Munich", "munich"].sort());
    expect(values(facets.languages)).toEqual(["de", "en", "es", "fr", "yo"]);
    expect(facets.payment).toEqual([
      { value: "PAY", count: 4 },
      { value: "TFP", count: 2 },
    ]);
    expect(values(facets.subcategory)).toEqual(["model", "photographer", "singer", "studio"]);
  });
});

describe("GET /api/talents/featured", () => {
  it("orders featured approved talents by featured order, a missing one counting as 999", async () => {
    const body = await (await t.request("/api/talents/featured")).json();
    expect(body.items.map((i: { name: string }) => i.name)).toEqual([
      "Sofia Marquez",
      "Lena Hartmann",
      "Malik Osei",
    ]);
  });
});

describe("GET /api/talents/by-slug/:slug", () => {
  it("answers an approved profile with up to 4 related talents of its subcategory", async () => {
    const more = Array.from({ length: 5 }, (_, i) => talentRecord({ name: `Model ${i}` }));
    await insertTalents(t.database.handle.db, more);
    await changedBehindTheApi();
    const body = await (await t.request(`/api/talents/by-slug/${lena.slug}`)).json();
    expect(body.talent.name).toBe("Lena Hartmann");
    expect(body.talent.userId).toBeUndefined();
    expect(body.talent.bio).toBeTruthy();
    expect(body.related).toHaveLength(4);
    expect(
      body.related.every(
        (r: { subcategory: string; id: string }) => r.subcategory === "model" && r.id !== lena.id,
      ),
    ).toBe(true);
    await t.database.handle.db.deleteFrom("talents").where("name", "like", "Model %").execute();
    await changedBehindTheApi();
  });

  it("hides pending and rejected profiles from visitors and other users", async () => {
    expect((await t.request(`/api/talents/by-slug/${pending.slug}`)).status).toBe(404);
    expect((await t.request(`/api/talents/by-slug/${rejected.slug}`)).status).toBe(404);
    expect((await t.request("/api/talents/by-slug/nobody-0000")).status).toBe(404);
    // A signed-in account that owns neither profile is answered as a visitor is.
    const other = await quickSignedInUser(t, "not-the-owner@example.com");
    expect((await other.client.get("/api/auth/get-session")).status).toBe(200);
    expect((await other.client.get(`/api/talents/by-slug/${pending.slug}`)).status).toBe(404);
    expect((await other.client.get(`/api/talents/by-slug/${rejected.slug}`)).status).toBe(404);
  });

  it("shows a pending profile to its owner and to admins", async () => {
    const owner = apiClient(t);
    await owner.post(
      "/api/auth/sign-up/email",
      { name: "Owner", email: "owner@example.com", password: "secret-123" },
      { headers: { "x-altcha": await fetchAndSolveBotCheck(owner.get) } },
    );
    const db = t.database.handle.db;
    const user = await db
      .selectFrom("user")
      .select("id")
      .where("email", "=", "owner@example.com")
      .executeTakeFirstOrThrow();
    await db.updateTable("talents").set({ user_id: user.id }).where("id", "=", pending.id).execute();
    await changedBehindTheApi();
    await owner.post("/api/auth/sign-in/email", { email: "owner@example.com", password: "secret-123" });
    // An unconfirmed account reaches nothing but verification, its own pending profile included.
    expect((await owner.get(`/api/talents/by-slug/${pending.slug}`)).status).toBe(404);
    await db
      .updateTable("user")
      .set({ emailVerified: isPostgres(db) ? sql<boolean>`true` : sql<number>`1` })
      .where("id", "=", user.id)
      .execute();
    await owner.post("/api/auth/sign-in/email", { email: "owner@example.com", password: "secret-123" });
    const own = await owner.get(`/api/talents/by-slug/${pending.slug}`);
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, no-store");

    const admin = apiClient(t);
    await admin.post("/api/auth/sign-in/email", ADMIN);
    expect((await admin.get(`/api/talents/by-slug/${rejected.slug}`)).status).toBe(200);

    const stranger = apiClient(t);
    expect((await stranger.get(`/api/talents/by-slug/${pending.slug}`)).status).toBe(404);
  });
});
