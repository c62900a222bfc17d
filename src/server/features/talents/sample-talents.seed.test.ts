import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMediaStorage } from "#server/media/create-media-storage";
import { unambiguousPlace } from "#server/places/place-match";
import {
  countTalents,
  findPublicTalentBySlug,
  hydrateTalents,
} from "#server/talent-records/talents.repository";
import type { AuditPage } from "#shared/audit/audit.schema";
import { categoryOfSubcategory } from "#shared/catalogue/categories";
import { isLanguageCode } from "#shared/catalogue/languages";
import { talentSlug } from "#shared/talents/slug";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";
import { seedSampleTalents } from "./sample-talents.seed.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, "admin@vitrine.test", { role: "admin" });
});

const seedAudit = async () =>
  ((await (await admin.client.get("/api/admin/audit")).json()) as AuditPage).items.filter(
    (e) => e.action === "talents.seed",
  );
afterAll(async () => {
  await t.dispose();
});

describe("the sample talents", () => {
  // Drawing and processing forty pictures takes seconds of CPU; a busy machine can stretch that a lot.
  it("load ten approved talents over all four categories, with processed hero and gallery images", {
    timeout: 120_000,
  }, async () => {
    const storage = createMediaStorage(t.config);
    const db = t.database.handle.db;
    // An administrator seeds the empty directory from the dashboard; the audit trail records it.
    const seeded = await admin.client.post("/api/admin/talents/seed", {});
    expect(seeded.status).toBe(200);
    expect(await seeded.json()).toEqual({ inserted: 10 });
    expect(await seedAudit()).toMatchObject([
      { actorEmail: "admin@vitrine.test", recordLabel: "Sample talents", changes: { inserted: 10 } },
    ]);

    const rows = await db.selectFrom("talents").selectAll().orderBy("created_at", "desc").execute();
    const talents = await hydrateTalents(db, rows);
    expect(talents).toHaveLength(10);
    expect(new Set(talents.map((x) => x.category))).toEqual(
      new Set(["visual-arts-media", "performing-arts", "styling-support", "industry-infrastructure"]),
    );
    for (const talent of talents) {
      expect(talent.status).toBe("approved");
      expect(categoryOfSubcategory(talent.subcategory)?.value).toBe(talent.category);
      expect(talent.languages.every(isLanguageCode)).toBe(true);
      expect(talent.slug).toBe(talentSlug(talent.name, talent.id));
      expect(talent.bio.length).toBeGreaterThan(80);
      expect(talent.languages.length).toBeGreaterThan(0);
      expect(talent.paymentOptions.length).toBeGreaterThan(0);
      expect(talent.image?.variants.length).toBeGreaterThan(0);
      expect(talent.gallery.length).toBeGreaterThanOrEqual(3);
      // Each names a place of the gazetteer, the one its location's text names (ADR 55).
      expect(talent.place?.country, talent.name).toBe("DE");
      expect(unambiguousPlace(talent.location)?.id, talent.name).toBe(talent.place?.id);
      for (const url of [
        talent.image?.variants[0]?.url,
        ...talent.gallery.map((g) => (g.type === "image" ? g.image.variants[0]?.url : g.url)),
      ]) {
        expect(url).toMatch(/^\/media\//);
        expect(await storage.head(String(url).replace("/media/", ""))).toBeDefined();
      }
    }
    expect(talents.filter((x) => x.featured).length).toBeGreaterThanOrEqual(4);
  });

  it("are served through /media with immutable caching", async () => {
    const talent = await findPublicTalentBySlug(t.database.handle.db, "lena-hartmann-a3f1");
    const url = talent?.image?.variants[0]?.url ?? "";
    const res = await t.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toContain("immutable");
    const partial = await t.request(url, { headers: { range: "bytes=0-9" } });
    expect(partial.status).toBe(206);
    expect((await partial.arrayBuffer()).byteLength).toBe(10);
  });

  it("are not loaded again when talents exist", async () => {
    const db = t.database.handle.db;
    expect(await seedSampleTalents(db, createMediaStorage(t.config))).toBe(0);
    const again = await admin.client.post("/api/admin/talents/seed", {});
    expect(await again.json()).toEqual({ inserted: 0 });
    expect(await countTalents(db)).toBe(10);
    expect(await seedAudit()).toHaveLength(1);
  });

  it("refuses media keys that try to leave the media folder", async () => {
    expect((await t.request("/media/../auth-secret")).status).toBe(404);
    expect((await t.request("/media/%2e%2e/auth-secret")).status).toBe(404);
  });
});
