import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ChangeEvent } from "#shared/realtime/change-event";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createSecondInstance, createTestApp, type TestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
const visible = talentRecord({ name: "Cached Carla", featured: true, featuredOrder: 1 });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, "admin@vitrine.test", { role: "admin" });
  const others = Array.from({ length: 10 }, (_, i) => talentRecord({ name: `Listed ${i}` }));
  await insertTalents(t.database.handle.db, [...others, visible]);
});
afterAll(async () => {
  await t.dispose();
});

const listedNames = async (app: TestApp, headers: Record<string, string> = {}) => {
  const res = await app.request("/api/talents", { headers });
  expect(res.status).toBe(200);
  return (await res.json()).items.map((i: { name: string }) => i.name) as string[];
};

/** Resolves when the instance hears this event (through LISTEN on PostgreSQL). */
const heard = (app: TestApp, matches: (event: ChangeEvent) => boolean) =>
  new Promise<void>((resolve) => {
    const stop = app.deps.realtime.subscribe((message) => {
      if (!matches(message.event)) return;
      stop();
      resolve();
    });
  });

describe("the public response cache", () => {
  const PUBLIC_READS = [
    "/api/talents",
    "/api/talents?q=carla&location=munich",
    "/api/talents/facets",
    "/api/talents/featured",
    `/api/talents/by-slug/${visible.slug}`,
    "/sitemap.xml",
  ];

  it.each(PUBLIC_READS)("answers %s again, and conditionally, without running a query", async (path) => {
    const first = await t.request(path);
    expect(first.status).toBe(200);
    const body = await first.text();
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^W\/".+"$/);

    const selects = vi.spyOn(t.database.handle.db, "selectFrom");
    try {
      const again = await t.request(path);
      expect(again.status).toBe(200);
      expect(await again.text()).toBe(body);
      const conditional = await t.request(path, { headers: { "if-none-match": etag ?? "" } });
      expect(conditional.status).toBe(304);
      expect(conditional.headers.get("etag")).toBe(etag);
      expect(selects).not.toHaveBeenCalled();
    } finally {
      selects.mockRestore();
    }
  });

  it("keeps the plain answer when the first request asked for a compressed one", async () => {
    const path = "/api/talents?location=Munich";
    const first = await t.request(path, { headers: { "accept-encoding": "br" } });
    const second = await t.request(path, { headers: { "accept-encoding": "br" } });
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    const decoded = (res: Response) =>
      res.arrayBuffer().then((b) => brotliDecompressSync(Buffer.from(b)).toString());
    const [a, b] = [await decoded(first), await decoded(second)];
    expect(b).toBe(a);
    expect(JSON.parse(b).items.length).toBeGreaterThan(0);
    expect(await (await t.request(path)).text()).toBe(a);
  });

  it("sends large answers compressed as the client accepts, small ones as they are", async () => {
    const plain = Buffer.from(await (await t.request("/api/talents")).arrayBuffer());
    expect(plain.byteLength).toBeGreaterThan(1024);
    const bytes = async (path: string, acceptEncoding: string) => {
      const res = await t.request(path, { headers: { "accept-encoding": acceptEncoding } });
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      return { encoding: res.headers.get("content-encoding"), body: Buffer.from(await res.arrayBuffer()) };
    };
    const br = await bytes("/api/talents", "gzip, deflate, br");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body)).toEqual(plain);
    const gzip = await bytes("/api/talents", "br;q=0, gzip");
    expect(gzip.encoding).toBe("gzip");
    expect(gunzipSync(gzip.body)).toEqual(plain);
    expect((await bytes("/api/talents", "identity")).encoding).toBeNull();
    const small = await bytes("/api/talents/featured", "br");
    expect(small.body.byteLength).toBeLessThan(1024);
    expect(small.encoding).toBeNull();
  });

  it("shows an approved change through the cached list on the next request", async () => {
    const waiting = talentRecord({ name: "Waiting Wanda", status: "pending" });
    await insertTalents(t.database.handle.db, [waiting]);
    const before = await t.request("/api/talents");
    const etag = before.headers.get("etag") ?? "";
    expect((await before.json()).items.map((i: { name: string }) => i.name)).not.toContain("Waiting Wanda");
    expect((await t.request("/api/talents", { headers: { "if-none-match": etag } })).status).toBe(304);

    const approve = await admin.client.post(`/api/admin/talents/${waiting.id}/approve`);
    expect(approve.status).toBe(200);

    const after = await t.request("/api/talents", { headers: { "if-none-match": etag } });
    expect(after.status).toBe(200);
    expect((await after.json()).items.map((i: { name: string }) => i.name)).toContain("Waiting Wanda");
  });

  it("drops a profile whose account is deleted from the cached list", async () => {
    const owner = await signedInUser(t, "leaving@example.com");
    const leaving = talentRecord({ name: "Leaving Leo", userId: owner.userId });
    await insertTalents(t.database.handle.db, [leaving]);
    await t.deps.realtime.publish({ type: "talent.created", talentId: leaving.id });
    expect(await listedNames(t)).toContain("Leaving Leo");

    const res = await owner.client.post("/api/account/delete", {
      confirmation: "DELETE",
      password: owner.password,
    });
    expect(res.status).toBe(200);
    expect(await listedNames(t)).not.toContain("Leaving Leo");
  });

  it("keeps private answers out of the cache", async () => {
    const owner = await signedInUser(t, "owner@example.com");
    const own = talentRecord({ name: "Private Pia", status: "pending", userId: owner.userId });
    await insertTalents(t.database.handle.db, [own]);
    const mine = await owner.client.get(`/api/talents/by-slug/${own.slug}`);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("cache-control")).toBe("private, no-store");
    expect(mine.headers.get("etag")).toBeNull();
    expect((await t.request(`/api/talents/by-slug/${own.slug}`)).status).toBe(404);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL database", () => {
  it("clears the other instance's cache when the change reaches it", async () => {
    const other = await createSecondInstance(t);
    try {
      const waiting = talentRecord({ name: "Elsewhere Elif", status: "pending" });
      await insertTalents(t.database.handle.db, [waiting]);
      expect(await listedNames(other)).not.toContain("Elsewhere Elif");

      const arrives = heard(
        other,
        (event) => event.type === "talent.approved" && event.talentId === waiting.id,
      );
      const approve = await admin.client.post(`/api/admin/talents/${waiting.id}/approve`);
      expect(approve.status).toBe(200);
      await arrives;

      expect(await listedNames(other)).toContain("Elsewhere Elif");
    } finally {
      await other.dispose();
    }
  });
});
