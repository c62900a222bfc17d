import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { NUDITY_THRESHOLD } from "#server/review-checks/nudity-check";
import type { NudityClassifier, NudityScores } from "#server/review-checks/nudity-classifier";
import { runReviewChecks } from "#server/review-checks/review-checks";
import type { FindingDetails, ReviewFinding } from "#shared/review-checks/review-findings.schema";
import type { Talent } from "#shared/talents/talent.schema";
import { jpeg } from "#tests/support/image-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";

// No picture in the tests shows nudity (generated pictures cannot), so the model's side is replaced
// by a score source: the picture's dominant colour stands for a score. nudity-classifier.test.ts runs
// the real model on generated pictures.
const SCORES: Record<"red" | "green" | "blue", Pick<NudityScores, "porn" | "hentai" | "sexy">> = {
  red: { porn: 0.5, hentai: 0.2, sexy: 0.1 }, // 0.8: at the threshold, flagged
  green: { porn: 0.4, hentai: 0.2, sexy: 0.19 }, // 0.79: just below, not flagged
  blue: { porn: 0.01, hentai: 0.005, sexy: 0.005 },
};
const COLOURS = { red: "#d01010", green: "#10d010", blue: "#1010d0" };

let failing = false;
const classified: string[] = [];
const scoreSource: NudityClassifier = {
  async classify(bytes) {
    if (failing) throw new Error("the model is out of memory");
    const { channels } = await sharp(bytes).stats();
    const [r = 0, g = 0, b = 0] = channels.map((c) => c.mean);
    const colour = r > g && r > b ? "red" : g > b ? "green" : "blue";
    classified.push(colour);
    const { porn, hentai, sexy } = SCORES[colour];
    return { drawing: 0, neutral: 1 - porn - hentai - sexy, porn, hentai, sexy };
  },
};

type User = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let admin: User;

beforeAll(async () => {
  t = await createTestApp({}, undefined, { nudity: scoreSource });
  admin = await signedInUser(t, "admin@vitrine.test", { role: "admin" });
});
afterAll(async () => {
  await t.dispose();
});

const findings = async (talentId: string) => {
  const res = await admin.client.get(`/api/admin/talents/${talentId}/review-findings`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { findings: ReviewFinding[] }).findings;
};
const nudityOf = (found: ReviewFinding[]) =>
  found
    .map((f) => f.details)
    .filter((d): d is Extract<FindingDetails, { check: "nudity-likely" }> => d.check === "nudity-likely");

/** A singer's profile with a hero and gallery pictures of these colours, not yet submitted. */
async function profileWith(email: string, hero: keyof typeof COLOURS, gallery: (keyof typeof COLOURS)[]) {
  const owner = await signedInUser(t, email);
  const created = await owner.client.post("/api/me/talent", {
    name: "Nora Nude-Check",
    bio: "Singer. mail: nora@example.com",
    category: "performing-arts",
    subcategory: "singer",
  });
  expect(created.status).toBe(201);
  const { talent } = (await created.json()) as { talent: Talent };
  const upload = (path: string, bytes: Buffer, method: string) =>
    owner.client.request(`/api/talents/${talent.id}/${path}`, {
      method,
      body: new Uint8Array(bytes),
      headers: { "content-type": "application/octet-stream" },
    });
  expect((await upload("hero", await jpeg(1200, 1000, COLOURS[hero]), "PUT")).status).toBe(200);
  /** The media id of each gallery picture, with its colour. */
  const galleryIds: { colour: keyof typeof COLOURS; mediaId: string }[] = [];
  for (const colour of gallery) {
    const res = await upload("gallery", await jpeg(900, 700, COLOURS[colour]), "POST");
    expect(res.status).toBe(201);
    const { item } = (await res.json()) as { item: Talent["gallery"][number] };
    if (item.type === "image") galleryIds.push({ colour, mediaId: item.image.id });
  }
  const submit = () =>
    owner.client.request(`/api/talents/${talent.id}`, { method: "PATCH", json: { submit: true } });
  return { owner, talent, submit, galleryIds };
}

describe("the nudity check on a submitted profile", { timeout: 60_000 }, () => {
  it("flags each picture scored at or above the threshold, with its scores and the picture, and none below", async () => {
    const { talent, submit, galleryIds } = await profileWith("nora@example.com", "red", [
      "green",
      "blue",
      "red",
    ]);
    classified.length = 0;
    const res = await submit();
    expect(res.status).toBe(200);
    expect(classified.sort()).toEqual(["blue", "green", "red", "red"]);

    const found = await findings(talent.id);
    const nudity = nudityOf(found);
    const mine = (await (await admin.client.get(`/api/admin/talents/${talent.id}`)).json()) as {
      talent: Talent;
    };
    const hero = mine.talent.image;
    const red = galleryIds.find((g) => g.colour === "red")?.mediaId;
    if (!hero || !red) throw new Error("The pictures were not stored");
    // In any order: the findings of one run share their time, and the list orders them by it.
    expect(nudity).toHaveLength(2);
    expect(nudity).toEqual(
      expect.arrayContaining([
        {
          check: "nudity-likely",
          mediaId: hero.id,
          url: hero.variants.at(-1)?.url,
          score: 0.8,
          threshold: NUDITY_THRESHOLD,
          scores: SCORES.red,
        },
        expect.objectContaining({ check: "nudity-likely", mediaId: red, score: 0.8 }),
      ]),
    );
    // The finding says when the check ran, like the others of that submission.
    const when = found.find((f) => f.details.check === "nudity-likely")?.createdAt;
    expect(when).toBeDefined();
    expect(found.every((f) => f.createdAt === when)).toBe(true);
    expect(Date.now() - Date.parse(when ?? "")).toBeLessThan(60_000);
    // A hint beside the others, never a decision: the profile waits for the administrator.
    expect(found.map((f) => f.details.check)).toContain("contact-details");
    const listed = await admin.client.get(`/api/admin/talents/${talent.id}`);
    expect(((await listed.json()) as { talent: Talent }).talent.status).toBe("pending");
  });

  it("finds nothing when every picture scores below the threshold", async () => {
    const { talent, submit } = await profileWith("gina@example.com", "green", ["blue", "green"]);
    expect((await submit()).status).toBe(200);
    expect(nudityOf(await findings(talent.id))).toEqual([]);
  });

  it("puts a profile whose only finding is nudity into the list's filter of profiles with findings", async () => {
    const owner = await signedInUser(t, "rita@example.com");
    const created = await owner.client.post("/api/me/talent", {
      name: "Rita Red",
      bio: "Painter from Köln.",
      category: "visual-arts-media",
      subcategory: "photographer",
    });
    const { talent } = (await created.json()) as { talent: Talent };
    // Only the hero goes in, so the profile also lacks gallery pictures: the count has both.
    const bytes = await jpeg(1200, 1000, COLOURS.red);
    const hero = await owner.client.request(`/api/talents/${talent.id}/hero`, {
      method: "PUT",
      body: new Uint8Array(bytes),
      headers: { "content-type": "application/octet-stream" },
    });
    expect(hero.status).toBe(200);
    expect(
      (await owner.client.request(`/api/talents/${talent.id}`, { method: "PATCH", json: { submit: true } }))
        .status,
    ).toBe(200);
    const found = await findings(talent.id);
    expect(nudityOf(found)).toHaveLength(1);
    const res = await admin.client.get("/api/admin/talents?status=pending&findings=with&sort=findings");
    expect(res.status).toBe(200);
    const items = ((await res.json()) as { items: { name: string; findings: number }[] }).items;
    expect(items.find((row) => row.name === "Rita Red")?.findings).toBe(found.length);
  });

  it("never blocks or undoes a submission when the model fails: it logs the failure and keeps the other findings", async () => {
    const { talent, submit } = await profileWith("fay@example.com", "red", ["red", "red"]);
    const logged = vi.spyOn(t.deps.log, "error");
    failing = true;
    try {
      const res = await submit();
      expect(res.status).toBe(200);
    } finally {
      failing = false;
    }
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ talentId: talent.id, err: expect.any(Error) }),
      "nudity check failed",
    );
    logged.mockRestore();
    const found = await findings(talent.id);
    expect(nudityOf(found)).toEqual([]);
    expect(found.map((f) => f.details.check)).toContain("contact-details");
    const after = await admin.client.get(`/api/admin/talents/${talent.id}`);
    expect(((await after.json()) as { talent: Talent }).talent.status).toBe("pending");
  });

  it("goes on without the nudity check when the model does not answer in time", async () => {
    const { talent } = await profileWith("hana@example.com", "red", ["red"]);
    const hanging: NudityClassifier = { classify: () => new Promise(() => {}) };
    const logged = vi.spyOn(t.deps.log, "error");
    const started = Date.now();
    const found = await runReviewChecks(
      {
        db: t.database.handle.db,
        media: t.deps.media,
        log: t.deps.log,
        nudity: hanging,
        nudityTimeoutMs: 200,
      },
      talent.id,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(found.map((f) => f.check)).toContain("contact-details");
    expect(found.map((f) => f.check)).not.toContain("nudity-likely");
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ talentId: talent.id, err: expect.any(Error) }),
      "nudity check failed",
    );
    logged.mockRestore();
  });
});
