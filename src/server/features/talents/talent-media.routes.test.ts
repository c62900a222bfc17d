import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type GalleryItem, UPLOAD_QUOTAS } from "#shared/media/media.schema";
import type { Talent } from "#shared/talents/talent.schema";
import { jpeg, phoneJpegWithGps, pngBomb } from "#tests/support/image-factory";
import {
  fakeMp4WithHtml,
  mp3Audio,
  phoneMp4Video,
  TEST_DEVICE,
  TEST_GPS,
} from "#tests/support/media-factory";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";

let t: TestApp;
let smtp: SmtpSink;
let owner: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url });
  owner = await signedInUser(t, "owner@example.com");
  stranger = await signedInUser(t, "stranger@example.com");
  admin = await signedInUser(t, "admin@example.com", { role: "admin" });
});
afterAll(async () => {
  await t.dispose();
  await smtp.close();
});

/** A talent of the owner's, approved, so that the effect of a save on its status shows. */
async function ownersTalent(name: string): Promise<string> {
  const talent = talentRecord({ name, userId: null, status: "approved" });
  await insertTalents(t.database.handle.db, [talent]);
  await t.database.handle.db
    .updateTable("talents")
    .set({ user_id: owner.userId })
    .where("id", "=", talent.id)
    .execute();
  return talent.id;
}

const upload = (client: typeof owner.client, path: string, bytes: Buffer, method = "POST") =>
  client.request(path, {
    method,
    body: new Uint8Array(bytes),
    headers: { "content-type": "application/octet-stream" },
  });

const storedKeys = async () => {
  const keys: string[] = [];
  for await (const { key } of t.deps.media.listKeys()) keys.push(key);
  return keys;
};

async function bytesAt(url: string): Promise<Buffer> {
  const res = await t.request(url);
  expect(res.status).toBe(200);
  expect(res.headers.get("cache-control")).toContain("immutable");
  return Buffer.from(await res.arrayBuffer());
}

describe("the hero image", () => {
  it("comes back upright with no EXIF or GPS, and the talent's save sends the profile to review", async () => {
    await t.database.handle.db.deleteFrom("talents").where("user_id", "=", owner.userId).execute();
    const id = await ownersTalent("Hero Hanna");
    const res = await upload(
      owner.client,
      `/api/talents/${id}/hero`,
      await phoneJpegWithGps(800, 600),
      "PUT",
    );
    expect(res.status).toBe(200);
    const { talent } = (await res.json()) as { talent: Talent };
    expect(talent.status).toBe("pending");
    expect(talent.image?.width).toBe(600);
    expect(talent.image?.height).toBe(800);
    expect(talent.image?.placeholder).toMatch(/^data:image\/webp;base64,/);

    for (const variant of talent.image?.variants ?? []) {
      const bytes = await bytesAt(variant.url);
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.height).toBeGreaterThan(meta.width ?? 0);
      expect(bytes.includes(Buffer.from("PhoneMaker"))).toBe(false);
    }
  });

  it("removes the previous image's files when it is replaced or removed", async () => {
    await t.database.handle.db.deleteFrom("talents").where("user_id", "=", owner.userId).execute();
    const id = await ownersTalent("Replace Rosa");
    const first = (await (
      await upload(owner.client, `/api/talents/${id}/hero`, await jpeg(400, 500), "PUT")
    ).json()) as {
      talent: Talent;
    };
    const firstId = first.talent.image?.id ?? "missing";
    const second = (await (
      await upload(owner.client, `/api/talents/${id}/hero`, await jpeg(500, 600), "PUT")
    ).json()) as {
      talent: Talent;
    };
    const keys = await storedKeys();
    expect(keys.some((k) => k.includes(firstId))).toBe(false);
    expect(keys.some((k) => k.includes(second.talent.image?.id ?? "missing"))).toBe(true);

    const removed = await owner.client.request(`/api/talents/${id}/hero`, { method: "DELETE" });
    expect(((await removed.json()) as { talent: Talent }).talent.image).toBeNull();
    expect((await storedKeys()).some((k) => k.includes(second.talent.image?.id ?? "missing"))).toBe(false);
  });

  it("refuses a decompression bomb and a text file named like a photo, with clear errors", async () => {
    await t.database.handle.db.deleteFrom("talents").where("user_id", "=", owner.userId).execute();
    const id = await ownersTalent("Careful Clara");
    const bomb = await upload(owner.client, `/api/talents/${id}/hero`, pngBomb(20_000, 20_000), "PUT");
    expect(bomb.status).toBe(413);
    const bombBody = await bomb.json();
    expect(bombBody.error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(bombBody.error.message).toContain("400 megapixels");

    const text = await upload(owner.client, `/api/talents/${id}/hero`, Buffer.from("not a photo.jpg"), "PUT");
    expect(text.status).toBe(415);
    expect((await text.json()).error.message).toContain("JPEG, PNG, WebP, AVIF or HEIC");
  });

  it("refuses a body over the limit before reading it all", async () => {
    await t.database.handle.db.deleteFrom("talents").where("user_id", "=", owner.userId).execute();
    const id = await ownersTalent("Big Bea");
    const res = await upload(
      owner.client,
      `/api/talents/${id}/hero`,
      Buffer.alloc(16 * 1024 * 1024, 1),
      "PUT",
    );
    expect(res.status).toBe(413);
    expect((await res.json()).error.message).toBe("Uploads may be at most 15 MB.");
  });
});

describe("who may upload", () => {
  it("answers another account 403, a visitor 401 and an unconfirmed account 403, and stores nothing", async () => {
    await t.database.handle.db.deleteFrom("talents").where("user_id", "=", owner.userId).execute();
    const id = await ownersTalent("Guarded Greta");
    const before = (await storedKeys()).length;
    const photo = await jpeg(100, 100);

    const other = await upload(stranger.client, `/api/talents/${id}/gallery`, photo);
    expect(other.status).toBe(403);
    expect((await other.json()).error.code).toBe("FORBIDDEN");

    const visitor = await t.request(`/api/talents/${id}/hero`, {
      method: "PUT",
      body: new Uint8Array(photo),
      headers: { origin: t.config.publicUrl },
    });
    expect(visitor.status).toBe(401);

    const unconfirmed = await signedInUser(t, "unconfirmed@example.com", { emailVerified: false });
    const refused = await upload(unconfirmed.client, `/api/talents/${id}/gallery`, photo);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe("EMAIL_NOT_VERIFIED");
    expect((await storedKeys()).length).toBe(before);
  });

  it("lets an administrator change any profile without changing its review status", async () => {
    const talent = talentRecord({ name: "Admin Edited", status: "approved" });
    await insertTalents(t.database.handle.db, [talent]);
    const res = await upload(admin.client, `/api/talents/${talent.id}/gallery`, await jpeg(200, 300));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { talent: Talent }).talent.status).toBe("approved");
  });
});

/** A 60 MB body that counts how often it is read from; nothing is read before someone asks. */
function observedBody() {
  const chunk = new Uint8Array(1024 * 1024).fill(7);
  const observed = { pulls: 0, body: undefined as unknown as ReadableStream<Uint8Array> };
  observed.body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        observed.pulls += 1;
        controller.enqueue(chunk);
        if (observed.pulls >= 60) controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  return observed;
}

const streamUpload = (
  client: typeof owner.client | undefined,
  path: string,
  body: ReadableStream<Uint8Array>,
) => {
  const init = {
    method: "POST",
    body,
    duplex: "half",
    headers: { "content-type": "application/octet-stream", origin: t.config.publicUrl },
  } as RequestInit;
  return client ? client.request(path, init) : t.request(path, init);
};

describe("the order of the upload checks", () => {
  it("refuses a visitor, a stranger and an unknown profile before reading a byte of the body", async () => {
    await t.database.handle.db.deleteFrom("talents").where("user_id", "=", owner.userId).execute();
    const id = await ownersTalent("Early Erin");
    const cases: [string, typeof owner.client | undefined, string, number][] = [
      ["a visitor", undefined, `/api/talents/${id}/gallery`, 401],
      ["another account", stranger.client, `/api/talents/${id}/gallery`, 403],
      ["an unknown profile", owner.client, "/api/talents/no-such-talent/gallery", 404],
    ];
    for (const [who, client, path, status] of cases) {
      const observed = observedBody();
      const res = await streamUpload(client, path, observed.body);
      expect(res.status, who).toBe(status);
      expect(observed.pulls, `${who}: body read`).toBe(0);
    }
    // The same body sent by the owner is read (and refused by its content): the test can see reads.
    const observed = observedBody();
    const res = await streamUpload(owner.client, `/api/talents/${id}/gallery`, observed.body);
    expect(res.status).toBe(413);
    expect(observed.pulls).toBeGreaterThan(0);
  });
});

describe("upload quotas", () => {
  const HOUR = 60 * 60 * 1000;
  const attempts = (userId: string, count: number, agoMs: number) =>
    t.database.handle.db
      .insertInto("upload_attempts")
      .values(
        Array.from({ length: count }, (_, i) => ({
          id: `${userId}-${agoMs}-${i}`,
          user_id: userId,
          created_at: new Date(Date.now() - agoMs + i).toISOString(),
        })),
      )
      .execute();

  it(`lets an account start ${UPLOAD_QUOTAS.uploadsPerHour} uploads an hour, then answers 429 without reading the body`, async () => {
    const busy = await signedInUser(t, "busy-bea@example.com");
    const talent = talentRecord({ name: "Busy Bea", status: "pending" });
    await insertTalents(t.database.handle.db, [{ ...talent, userId: busy.userId }]);
    // Older attempts no longer count; the last hour's do.
    await attempts(busy.userId, 10, HOUR + 60_000);
    await attempts(busy.userId, UPLOAD_QUOTAS.uploadsPerHour - 1, 10 * 60_000);
    expect(
      (await upload(busy.client, `/api/talents/${talent.id}/gallery`, await jpeg(100, 100))).status,
    ).toBe(201);

    const observed = observedBody();
    const res = await streamUpload(busy.client, `/api/talents/${talent.id}/gallery`, observed.body);
    expect(res.status).toBe(429);
    expect((await res.json()).error).toEqual({
      code: "RATE_LIMITED",
      message: `You have started ${UPLOAD_QUOTAS.uploadsPerHour} uploads in the last hour, the most we take. Please try again in 50 minutes.`,
    });
    expect(observed.pulls).toBe(0);

    // Administrators are not limited per hour.
    await attempts(admin.userId, UPLOAD_QUOTAS.uploadsPerHour, 60_000);
    expect(
      (await upload(admin.client, `/api/talents/${talent.id}/gallery`, await jpeg(100, 100))).status,
    ).toBe(201);
  });

  it(`refuses a file that would bring the profile's media over ${UPLOAD_QUOTAS.profileBytes / 1024 / 1024} MB, and keeps nothing of it`, async () => {
    const full = await signedInUser(t, "full-fay@example.com");
    const almostFull = UPLOAD_QUOTAS.profileBytes - 1;
    const talent = talentRecord({
      name: "Full Fay",
      status: "pending",
      gallery: [
        {
          id: "av-old",
          type: "video",
          url: "/media/av/av-old/video.mp4",
          mimeType: "video/mp4",
          description: "",
          bytes: almostFull,
        },
      ],
    });
    await insertTalents(t.database.handle.db, [{ ...talent, userId: full.userId }]);
    const before = await storedKeys();

    const res = await upload(full.client, `/api/talents/${talent.id}/gallery`, await jpeg(300, 400));
    expect(res.status).toBe(422);
    expect((await res.json()).error.message).toMatch(
      /^All media of a profile may take at most 250 MB; this file would bring yours to 250\.\d MB\. Remove a reel or an audio file first\.$/,
    );
    expect(await storedKeys()).toEqual(before);
    expect((await talentById(talent.id)).gallery).toHaveLength(1);

    // Removing always works, and makes room again.
    const removed = await full.client.request(`/api/talents/${talent.id}/gallery/av-old`, {
      method: "DELETE",
    });
    expect(removed.status).toBe(200);
    expect(
      (await upload(full.client, `/api/talents/${talent.id}/gallery`, await jpeg(300, 400))).status,
    ).toBe(201);
  });
});

describe("the gallery", () => {
  it("holds at most 10 images and refuses the 11th with a clear message", async () => {
    await t.database.handle.db.deleteFrom("talents").where("user_id", "=", owner.userId).execute();
    const id = await ownersTalent("Full Fiona");
    const photo = await jpeg(120, 160);
    // Uploads running side by side must all be kept: each change runs on the locked row.
    const results = await Promise.all(
      Array.from({ length: 10 }, () => upload(owner.client, `/api/talents/${id}/gallery`, photo)),
    );
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    const eleventh = await upload(owner.client, `/api/talents/${id}/gallery`, photo);
    expect(eleventh.status).toBe(422);
    expect((await eleventh.json()).error).toEqual({
      code: "LIMIT_REACHED",
      message: "The gallery holds at most 10 images. Remove one to add another.",
    });
    // The profile is live: the ten photos wait for review in its owner's version.
    expect((await talentById(id)).gallery).toHaveLength(10);
  });

  it("adds reels and audio by content, serves them with ranges, and describes, orders and removes items", async () => {
    await t.database.handle.db.deleteFrom("talents").where("user_id", "=", owner.userId).execute();
    const id = await ownersTalent("Reel Rita");
    const add = async (bytes: Buffer, description: string) => {
      const res = await upload(
        owner.client,
        `/api/talents/${id}/gallery?description=${encodeURIComponent(description)}`,
        bytes,
      );
      expect(res.status).toBe(201);
      return ((await res.json()) as { item: GalleryItem }).item;
    };
    const photo = await add(await jpeg(300, 400), "Studio portrait");
    const reel = await add(await phoneMp4Video(2), "Runway reel");
    const song = await add(mp3Audio({ seconds: 3 }), "Demo track");
    expect(reel).toMatchObject({
      type: "video",
      mimeType: "video/mp4",
      description: "Runway reel",
      durationSeconds: 2,
    });
    expect(song).toMatchObject({ type: "audio", mimeType: "audio/mpeg" });

    if (reel.type !== "video" || song.type !== "audio") throw new Error("expected a video and audio");
    // What is stored is the rewritten file: no location, no device, and its size is what counts.
    for (const item of [reel, song]) {
      const stored = await bytesAt(item.url);
      expect(stored.includes(TEST_GPS)).toBe(false);
      expect(stored.includes(TEST_DEVICE)).toBe(false);
      expect(item.bytes).toBe(stored.length);
    }
    const ranged = await t.request(reel.url, { headers: { range: "bytes=0-99" } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe(`bytes 0-99/${reel.bytes}`);
    expect((await ranged.arrayBuffer()).byteLength).toBe(100);

    const described = await owner.client.request(`/api/talents/${id}/gallery/${photo.id}`, {
      method: "PATCH",
      json: { description: "Studio portrait, 2026" },
    });
    expect(described.status).toBe(200);

    const order = [song.id, photo.id, reel.id];
    const reordered = await owner.client.request(`/api/talents/${id}/gallery-order`, {
      method: "PUT",
      json: { itemIds: order },
    });
    const { talent } = (await reordered.json()) as { talent: Talent };
    expect(talent.gallery.map((i) => i.id)).toEqual(order);
    expect(talent.gallery[1]?.description).toBe("Studio portrait, 2026");

    const stale = await owner.client.request(`/api/talents/${id}/gallery-order`, {
      method: "PUT",
      json: { itemIds: [song.id, photo.id] },
    });
    expect(stale.status).toBe(409);

    const removed = await owner.client.request(`/api/talents/${id}/gallery/${reel.id}`, { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect((await storedKeys()).some((k) => k.includes(reel.id))).toBe(false);
    expect((await t.request(reel.url)).status).toBe(404);
  });

  it("refuses files that are neither images nor accepted video or audio", async () => {
    await t.database.handle.db.deleteFrom("talents").where("user_id", "=", owner.userId).execute();
    const id = await ownersTalent("Strict Stella");
    const before = await storedKeys();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const res = await upload(owner.client, `/api/talents/${id}/gallery`, svg);
    expect(res.status).toBe(415);
    // A valid MP4 signature followed by a web page is not a video.
    const fake = await upload(owner.client, `/api/talents/${id}/gallery`, fakeMp4WithHtml());
    expect(fake.status).toBe(415);
    expect((await fake.json()).error.message).toContain("could not be read as MP4");
    expect(await storedKeys()).toEqual(before);
    expect((await talentById(id)).gallery).toEqual([]);
  });
});

describe("media changes and review", () => {
  /** The admins' review mails, once the outbox has sent everything due. */
  const reviewMails = async () => {
    await t.deps.mail.settled();
    return smtp.messages.filter(
      (m) => m.to.includes("admin@example.com") && /Profile to review/.test(m.subject),
    );
  };
  /** An administrator's decision: approved (live), or rejected and taken down (not public). */
  const setStatus = async (id: string, status: "approved" | "rejected") => {
    const res =
      status === "approved"
        ? await admin.client.post(`/api/admin/talents/${id}/approve`, {})
        : await admin.client.post(`/api/admin/talents/${id}/reject`, { takeDown: true });
    expect(res.status).toBe(200);
  };

  it("sends a live or rejected profile back to review and mails the admins, exactly as a text save does", async () => {
    await t.database.handle.db.deleteFrom("talents").where("user_id", "=", owner.userId).execute();
    const id = await ownersTalent("Media Mia");
    const base = `/api/talents/${id}`;
    const photo = await jpeg(200, 260);
    let itemIds: string[] = [];
    const actions: [string, () => Promise<Response>][] = [
      ["set the hero", () => upload(owner.client, `${base}/hero`, photo, "PUT")],
      ["replace the hero", () => upload(owner.client, `${base}/hero`, photo, "PUT")],
      ["remove the hero", () => owner.client.request(`${base}/hero`, { method: "DELETE" })],
      ["add a photo", () => upload(owner.client, `${base}/gallery`, photo)],
      ["add another photo", () => upload(owner.client, `${base}/gallery`, photo)],
      [
        "describe a photo",
        () =>
          owner.client.request(`${base}/gallery/${itemIds[0]}`, {
            method: "PATCH",
            json: { description: "Hi" },
          }),
      ],
      [
        "reorder the gallery",
        () =>
          owner.client.request(`${base}/gallery-order`, {
            method: "PUT",
            json: { itemIds: [...itemIds].reverse() },
          }),
      ],
      ["remove a photo", () => owner.client.request(`${base}/gallery/${itemIds[0]}`, { method: "DELETE" })],
    ];
    for (const [index, [name, act]] of actions.entries()) {
      const from = index % 2 === 0 ? "approved" : "rejected";
      await setStatus(id, from);
      const before = (await reviewMails()).length;
      const res = await act();
      expect(res.status, name).toBeLessThan(300);
      const { talent } = (await res.json()) as { talent: Talent };
      itemIds = talent.gallery.map((i) => i.id);
      expect(talent.status, name).toBe("pending");
      const mails = await reviewMails();
      expect(mails.length, `${name} on a ${from} profile mails the admins once`).toBe(before + 1);
      expect(mails.at(-1)?.text).toContain(
        from === "approved"
          ? "Media Mia changed their live profile. The changes stay hidden from the public until they are approved"
          : "Media Mia submitted their talent profile",
      );
    }

    // Once it is pending, further changes (like a new profile's intermediate saves) mail no one.
    const before = (await reviewMails()).length;
    expect((await upload(owner.client, `${base}/gallery`, photo)).status).toBe(201);
    expect(await reviewMails()).toHaveLength(before);
  });

  it("mails no one when an administrator changes the media", async () => {
    const talent = talentRecord({ name: "Admin Media", status: "approved" });
    await insertTalents(t.database.handle.db, [talent]);
    const before = (await reviewMails()).length;
    const res = await upload(admin.client, `/api/talents/${talent.id}/hero`, await jpeg(200, 260), "PUT");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { talent: Talent }).talent.status).toBe("approved");
    expect(await reviewMails()).toHaveLength(before);
  });
});

describe("deleting a talent", () => {
  it("leaves no stored file of it behind", async () => {
    await t.database.handle.db.deleteFrom("talents").where("user_id", "=", owner.userId).execute();
    const id = await ownersTalent("Gone Gina");
    const hero = (await (
      await upload(owner.client, `/api/talents/${id}/hero`, await jpeg(300, 400), "PUT")
    ).json()) as {
      talent: Talent;
    };
    await upload(owner.client, `/api/talents/${id}/gallery`, await jpeg(300, 400));
    await upload(owner.client, `/api/talents/${id}/gallery`, await phoneMp4Video(1));
    const talent = await talentById(id);
    const ids = [hero.talent.image?.id ?? "", ...talent.gallery.map((i) => i.id)];
    expect(ids).toHaveLength(3);

    expect(
      (await stranger.client.request(`/api/admin/talents/${id}`, { method: "DELETE", json: {} })).status,
    ).toBe(403);
    const res = await admin.client.request(`/api/admin/talents/${id}`, { method: "DELETE", json: {} });
    expect(res.status).toBe(204);
    const keys = await storedKeys();
    for (const mediaId of ids) expect(keys.some((k) => k.includes(mediaId))).toBe(false);
    expect(
      (await admin.client.request(`/api/admin/talents/${id}`, { method: "DELETE", json: {} })).status,
    ).toBe(404);
  });
});

async function talentById(id: string): Promise<Talent> {
  const { findTalentById } = await import("#server/talent-records/talents.repository");
  const talent = await findTalentById(t.database.handle.db, id);
  if (!talent) throw new Error(`no talent ${id}`);
  return talent;
}
