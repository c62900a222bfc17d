import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { NUDITY_THRESHOLD } from "#server/review-checks/nudity-check";
import type { NudityClassifier } from "#server/review-checks/nudity-classifier";
import { hashAllPictures } from "#server/review-checks/review-checks";
import { findTalentById } from "#server/talent-records/talents.repository";
import type { ReviewFinding } from "#shared/review-checks/review-findings.schema";
import type { Talent } from "#shared/talents/talent.schema";
import { patternJpeg } from "#tests/support/image-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";

type User = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let admin: User;
let samples: Talent[];

beforeAll(async () => {
  // With the real nudity model (off in other test apps): the sample profile stays clean.
  t = await createTestApp({ NUDITY_CHECK: "wasm" });
  admin = await signedInUser(t, "admin@vitrine.test", { role: "admin" });
  // The directory as it is when the checks land: the sample talents, hashed by `npm run media:hashes`.
  expect((await admin.client.post("/api/admin/talents/seed", {})).status).toBe(200);
  const db = t.database.handle.db;
  const ids = await db.selectFrom("talents").select("id").orderBy("created_at").execute();
  samples = (await Promise.all(ids.map(({ id }) => findTalentById(db, id)))).filter((x) => x !== undefined);
  expect(await hashAllPictures({ db, media: t.deps.media })).toBe(
    samples.reduce((n, s) => n + 1 + s.gallery.filter((g) => g.type === "image").length, 0),
  );
}, 180_000);
afterAll(async () => {
  await t.dispose();
});

const findings = async (talentId: string, client = admin.client) => {
  const res = await client.get(`/api/admin/talents/${talentId}/review-findings`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { findings: ReviewFinding[] }).findings.map((f) => f.details);
};
const upload = (client: User["client"], path: string, bytes: Buffer, method = "POST") =>
  client.request(path, {
    method,
    body: new Uint8Array(bytes),
    headers: { "content-type": "application/octet-stream" },
  });
const bytesAt = async (url: string) => Buffer.from(await (await t.request(url)).arrayBuffer());
function largest(talent: Talent | undefined) {
  const [variant] = [...(talent?.image?.variants ?? [])].sort((a, b) => b.width - a.width);
  if (!variant) throw new Error("The sample talent has no hero picture");
  return variant;
}

describe("the review checks on a submitted profile", () => {
  it("find nothing on a sample profile its talent changes and submits", { timeout: 60_000 }, async () => {
    const sample = samples.find((s) => s.subcategory === "model");
    if (!sample) throw new Error("No sample model");
    const owner = await signedInUser(t, "lena@example.com");
    await t.database.handle.db
      .updateTable("talents")
      .set({ user_id: owner.userId })
      .where("id", "=", sample.id)
      .execute();
    if (!t.deps.nudity) throw new Error("The nudity check is off");
    const classified = vi.spyOn(t.deps.nudity, "classify");
    const res = await owner.client.request(`/api/talents/${sample.id}`, {
      method: "PATCH",
      json: { bio: `${sample.bio} Happy to travel.`, submit: true },
    });
    expect(res.status).toBe(200);
    expect(await findings(sample.id)).toEqual([]);
    // The real model scored every picture of the profile, and none reached the threshold.
    const pictures = 1 + sample.gallery.filter((g) => g.type === "image").length;
    expect(classified).toHaveBeenCalledTimes(pictures);
    for (const { value } of classified.mock.results) {
      const { porn, hentai, sexy } = await (value as ReturnType<NudityClassifier["classify"]>);
      expect(porn + hentai + sexy).toBeLessThan(NUDITY_THRESHOLD);
    }
    classified.mockRestore();
  });

  it("flag contact details in the bio, quoted, and a reused picture, re-encoded or mirrored, with a link to the other profile", {
    timeout: 60_000,
  }, async () => {
    const owner = await signedInUser(t, "copycat@example.com");
    const created = await owner.client.post("/api/me/talent", {
      name: "Copy Cat",
      bio: "mail me at a@b.de or +49 170 1234567",
      category: "performing-arts",
      subcategory: "singer",
    });
    expect(created.status).toBe(201);
    const { talent } = (await created.json()) as { talent: Talent };
    const [first, second] = samples;
    // Another profile's hero, saved smaller and at a lower quality, as this profile's hero...
    const original = await bytesAt(largest(first).url);
    const reencoded = await sharp(original).resize(700).jpeg({ quality: 60 }).toBuffer();
    expect((await upload(owner.client, `/api/talents/${talent.id}/hero`, reencoded, "PUT")).status).toBe(200);
    // ...and a third's mirrored, in the gallery beside a picture of its own.
    const mirrored = await sharp(await bytesAt(largest(second).url))
      .flop()
      .jpeg({ quality: 85 })
      .toBuffer();
    expect((await upload(owner.client, `/api/talents/${talent.id}/gallery`, mirrored)).status).toBe(201);
    const own = await patternJpeg(1200, 900, 7);
    expect((await upload(owner.client, `/api/talents/${talent.id}/gallery`, own)).status).toBe(201);
    expect(await findings(talent.id)).toEqual([]);

    const submitted = await owner.client.request(`/api/talents/${talent.id}`, {
      method: "PATCH",
      json: { submit: true },
    });
    expect(submitted.status).toBe(200);

    const found = await findings(talent.id);
    expect(found).toContainEqual({ check: "contact-details", field: "bio", kind: "email", text: "a@b.de" });
    expect(found).toContainEqual({
      check: "contact-details",
      field: "bio",
      kind: "phone",
      text: "+49 170 1234567",
    });
    expect(found).toContainEqual({ check: "incomplete-profile", missing: "gallery", have: 2, need: 3 });
    expect(found).toContainEqual(
      expect.objectContaining({
        check: "duplicate-picture",
        mirrored: false,
        other: expect.objectContaining({ talentId: first?.id, name: first?.name, slug: first?.slug }),
      }),
    );
    expect(found).toContainEqual(
      expect.objectContaining({
        check: "duplicate-picture",
        mirrored: true,
        other: expect.objectContaining({ talentId: second?.id, name: second?.name }),
      }),
    );
    // The picture of its own matches no one, and nothing is flagged twice.
    const duplicates = found.filter((f) => f.check === "duplicate-picture");
    expect(duplicates).toHaveLength(2);
  });

  it("replace the findings on the next submission", { timeout: 60_000 }, async () => {
    const owner = await signedInUser(t, "fixer@example.com");
    const created = await owner.client.post("/api/me/talent", {
      name: "Fix Er",
      bio: "insta: fix.er",
      category: "performing-arts",
      subcategory: "singer",
      submit: true,
    });
    const { talent } = (await created.json()) as { talent: Talent };
    expect((await findings(talent.id)).filter((f) => f.check === "contact-details")).toEqual([
      { check: "contact-details", field: "bio", kind: "messenger", text: "insta: fix.er" },
    ]);
    await owner.client.request(`/api/talents/${talent.id}`, {
      method: "PATCH",
      json: { bio: "Singer from Köln.", submit: true },
    });
    expect((await findings(talent.id)).filter((f) => f.check === "contact-details")).toEqual([]);
  });

  it("let the pending list be narrowed to the talents with findings, most first, each row counting its findings", async () => {
    const list = async (query: string) => {
      const res = await admin.client.get(`/api/admin/talents?status=pending${query}`);
      expect(res.status).toBe(200);
      return ((await res.json()) as { items: { name: string; findings: number }[]; total: number }).items;
    };
    const clean = samples.find((s) => s.subcategory === "model")?.name;
    const all = await list("");
    expect(all.find((row) => row.name === "Copy Cat")?.findings).toBeGreaterThanOrEqual(5);
    expect(all.find((row) => row.name === clean)?.findings).toBe(0);
    const flagged = await list("&findings=with&sort=findings");
    expect(flagged.map((row) => row.name)).not.toContain(clean);
    expect(flagged[0]?.name).toBe("Copy Cat");
    expect(flagged.every((row) => row.findings > 0)).toBe(true);
  });

  it("show the findings to administrators only", async () => {
    const someone = await signedInUser(t, "nosy@example.com");
    const res = await someone.client.get(`/api/admin/talents/${samples[0]?.id}/review-findings`);
    expect(res.status).toBe(403);
    expect((await t.request(`/api/admin/talents/${samples[0]?.id}/review-findings`)).status).toBe(401);
  });
});
