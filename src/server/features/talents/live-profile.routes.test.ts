import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHANGE_EVENT_AUDIENCES } from "#shared/realtime/change-event";
import type { Talent, TalentCard, TalentFacets } from "#shared/talents/talent.schema";
import type { OwnTalent } from "#shared/talents/talent-profile.schema";
import { recordChanges } from "#tests/support/change-recorder";
import { jpeg } from "#tests/support/image-factory";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";

// A live profile keeps its approved version public while its talent's change waits for review
// (ADR 41): every public read answers with the approved version, the owner and the admins see both.

const clientDir = mkdtempSync(path.join(tmpdir(), "vitrine-live-"));
writeFileSync(
  path.join(clientDir, "index.html"),
  '<!doctype html><html lang="en"><head><title>Vitrine</title><meta name="description" content="default" /></head><body><div id="root"></div></body></html>',
);
let t: TestApp;
let smtp: SmtpSink;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let changes: ReturnType<typeof recordChanges>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url }, clientDir);
  admin = await signedInUser(t, "admin@vitrine.test", { role: "admin" });
  changes = recordChanges(t.deps.realtime);
});
afterAll(async () => {
  await t.dispose();
  await smtp.close();
  rmSync(clientDir, { recursive: true, force: true });
});

type Client = Awaited<ReturnType<typeof signedInUser>>["client"];
const json = async <T>(res: Response | Promise<Response>): Promise<T> => (await res).json() as Promise<T>;
const patch = (client: Client, id: string, body: object) =>
  client.request(`/api/talents/${id}`, { method: "PATCH", json: body });
const own = (client: Client) => json<OwnTalent>(client.get("/api/me/talent"));
const publicProfile = (slug: string) => t.request(`/api/talents/by-slug/${slug}`);
const search = async (q: string) =>
  (await json<{ items: TalentCard[] }>(t.request(`/api/talents?q=${encodeURIComponent(q)}`))).items;
const featured = async () =>
  (await json<{ items: TalentCard[] }>(t.request("/api/talents/featured"))).items.map((c) => c.name);
const facets = () => json<TalentFacets>(t.request("/api/talents/facets"));
const publicEvents = async () =>
  (await changes.settled()).filter((e) => CHANGE_EVENT_AUDIENCES[e.type] === "public");

/**
 * A talent whose profile an administrator approved (and featured): its name and place carry a word
 * of their own, so searches and facets find only this one.
 */
async function liveProfile(word: string) {
  const owner = await signedInUser(t, `${word}@example.com`);
  const created = await owner.client.post("/api/me/talent", {
    name: `Rita ${word}`,
    bio: `The approved bio of ${word}.`,
    location: `Old${word}`,
    category: "performing-arts",
    subcategory: "singer",
    submit: true,
  });
  expect(created.status).toBe(201);
  const { talent } = (await created.json()) as { talent: Talent };
  const featuredSave = await patch(admin.client, talent.id, { featured: true });
  expect(featuredSave.status).toBe(200);
  const seen = ((await featuredSave.json()) as { talent: Talent }).talent;
  const approved = await admin.client.post(`/api/admin/talents/${talent.id}/approve`, {
    updatedAt: seen.updatedAt,
  });
  expect(approved.status).toBe(200);
  const live = (await json<{ talent: Talent }>(publicProfile(talent.slug))).talent;
  expect(live).toMatchObject({ name: `Rita ${word}`, status: "approved" });
  await changes.clear();
  return { ...owner, talent: { ...live, userId: owner.userId } };
}

/** The talent's change: a new name (so a new address), bio and place. */
async function changeProfile(client: Client, id: string, word: string) {
  const res = await patch(client, id, {
    name: `Rita Changed${word}`,
    bio: `Unreviewed text of ${word}.`,
    location: `New${word}`,
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { talent: Talent }).talent;
}

describe("a talent's change to a live profile", () => {
  it("leaves the approved version on every public read: page, head, list, search, facets, featured, sitemap and stream", async () => {
    const word = "Liveword";
    const { client, talent } = await liveProfile(word);
    // Answers cached before the change must not survive it, nor be replaced by the change.
    expect(await search(word)).toHaveLength(1);

    const changed = await changeProfile(client, talent.id, word);
    expect(changed.status).toBe("pending");
    expect(changed.slug).not.toBe(talent.slug);

    const page = await publicProfile(talent.slug);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toContain("public");
    expect((await page.json()).talent).toMatchObject({
      name: `Rita ${word}`,
      bio: `The approved bio of ${word}.`,
      status: "approved",
    });
    expect((await publicProfile(changed.slug)).status).toBe(404);

    const html = await (await t.request(`/talents/singer/${talent.slug}`)).text();
    expect(html).toContain(`<title>Rita ${word}, Singer | Vitrine</title>`);
    expect(html).toContain(`The approved bio of ${word}.`);
    expect(html).not.toContain("Unreviewed");
    expect((await t.request(`/talents/singer/${changed.slug}`)).status).toBe(404);

    expect((await search(word)).map((c) => c.name)).toEqual([`Rita ${word}`]);
    expect(await search(`Changed${word}`)).toEqual([]);
    const places = (await facets()).location.map((f) => f.value);
    expect(places).toContain(`Old${word}`);
    expect(places).not.toContain(`New${word}`);
    expect(await featured()).toContain(`Rita ${word}`);
    expect(await featured()).not.toContain(`Rita Changed${word}`);
    const sitemap = await (await t.request("/sitemap.xml")).text();
    expect(sitemap).toContain(talent.slug);
    expect(sitemap).not.toContain(changed.slug);

    // The public stream heard nothing: not even the change's new address.
    expect(await publicEvents()).toEqual([]);
    const all = await changes.settled();
    expect(all.filter((e) => e.slug === changed.slug).map((e) => [e.type, e.ownerId])).toEqual([
      ["talent.saved", talent.userId],
    ]);
  });

  it("shows its owner and the admins both versions, and the review queue the change", async () => {
    const word = "Bothword";
    const { client, talent } = await liveProfile(word);
    await changeProfile(client, talent.id, word);

    const mine = await own(client);
    expect(mine.talent).toMatchObject({ bio: `Unreviewed text of ${word}.`, status: "pending" });
    expect(mine.liveVersion).toMatchObject({ bio: `The approved bio of ${word}.`, status: "approved" });

    const review = await json<{ talent: Talent; liveVersion: Talent | null; queue: { position: number } }>(
      admin.client.get(`/api/admin/talents/${talent.id}/review`),
    );
    expect(review.talent.bio).toBe(`Unreviewed text of ${word}.`);
    expect(review.liveVersion?.bio).toBe(`The approved bio of ${word}.`);
    expect(review.queue.position).toBeGreaterThan(0);
    const editor = await json<{ talent: Talent; liveVersion: Talent | null }>(
      admin.client.get(`/api/admin/talents/${talent.id}`),
    );
    expect(editor.liveVersion?.name).toBe(`Rita ${word}`);

    const pendingTab = await json<{ items: { id: string; live: boolean; name: string }[] }>(
      admin.client.get("/api/admin/talents?status=pending"),
    );
    expect(pendingTab.items.find((row) => row.id === talent.id)).toMatchObject({
      live: true,
      name: `Rita Changed${word}`,
    });

    // The owner previews the change at its new address; visitors do not see it there.
    const preview = await client.get(`/api/talents/by-slug/${mine.talent?.slug}`);
    expect(preview.status).toBe(200);
    expect(preview.headers.get("cache-control")).toBe("private, no-store");
    expect((await preview.json()).talent.bio).toBe(`Unreviewed text of ${word}.`);
  });

  it("goes public once approved, under its new address, and the talent is told", async () => {
    const word = "Approveword";
    const { client, talent, email } = await liveProfile(word);
    const changed = await changeProfile(client, talent.id, word);
    const res = await admin.client.post(`/api/admin/talents/${talent.id}/approve`, {
      updatedAt: changed.updatedAt,
    });
    expect(res.status).toBe(200);

    expect((await json<{ talent: Talent }>(publicProfile(changed.slug))).talent.bio).toBe(
      `Unreviewed text of ${word}.`,
    );
    expect((await publicProfile(talent.slug)).status).toBe(404);
    expect((await search(`Changed${word}`)).map((c) => c.name)).toEqual([`Rita Changed${word}`]);
    expect((await facets()).location.map((f) => f.value)).toContain(`New${word}`);
    expect(await featured()).toContain(`Rita Changed${word}`);
    expect((await publicEvents()).map((e) => [e.type, e.slug])).toEqual([
      ["talent.changed", changed.slug],
      ["talent.unpublished", talent.slug],
    ]);
    expect((await own(client)).liveVersion).toBeNull();
    expect((await smtp.waitFor(email, /changes are live/)).text).toContain("approved them");
  });

  it("keeps the live version public when the change is rejected, and tells the talent why", async () => {
    const word = "Rejectword";
    const { client, talent, email } = await liveProfile(word);
    const changed = await changeProfile(client, talent.id, word);
    const reason = "Please keep your stage name.";
    const res = await admin.client.post(`/api/admin/talents/${talent.id}/reject`, {
      reason,
      updatedAt: changed.updatedAt,
    });
    expect(res.status).toBe(200);

    expect((await json<{ talent: Talent }>(publicProfile(talent.slug))).talent.bio).toBe(
      `The approved bio of ${word}.`,
    );
    expect((await search(word)).map((c) => c.name)).toEqual([`Rita ${word}`]);
    expect(await publicEvents()).toEqual([]);
    const mine = await own(client);
    expect(mine.talent).toMatchObject({ status: "rejected", rejectionReason: reason, bio: changed.bio });
    expect(mine.liveVersion?.bio).toBe(`The approved bio of ${word}.`);
    const mail = await smtp.waitFor(email, /profile changes need changes/);
    expect(mail.text).toContain("Your live profile stays public as it was.");
    expect(mail.text).toContain(`Our note: ${reason}`);

    // The talent reworks the change: it waits for review again, the live version still public.
    await patch(client, talent.id, { bio: "Second try." });
    expect((await own(client)).talent).toMatchObject({ status: "pending", rejectionReason: reason });
    expect((await publicProfile(talent.slug)).status).toBe(200);
  });

  it("takes the profile down when the admin says so with the rejection, or rejects the live version itself", async () => {
    const word = "Takedownword";
    const { client, talent } = await liveProfile(word);
    const changed = await changeProfile(client, talent.id, word);
    const res = await admin.client.post(`/api/admin/talents/${talent.id}/reject`, {
      reason: "Not allowed.",
      takeDown: true,
      updatedAt: changed.updatedAt,
    });
    expect(res.status).toBe(200);
    expect((await publicProfile(talent.slug)).status).toBe(404);
    expect(await search(word)).toEqual([]);
    expect((await publicEvents()).map((e) => [e.type, e.slug])).toEqual([
      ["talent.unpublished", talent.slug],
    ]);
    expect((await own(client)).liveVersion).toBeNull();

    // A live profile without a change: rejecting it takes it down, as before.
    const other = await liveProfile("Plainreject");
    expect((await admin.client.post(`/api/admin/talents/${other.talent.id}/reject`, {})).status).toBe(200);
    expect((await publicProfile(other.talent.slug)).status).toBe(404);
  });

  it("is gone from every public read once an administrator deletes it", async () => {
    const word = "Deleteword";
    const { client, talent } = await liveProfile(word);
    await changeProfile(client, talent.id, word);
    const res = await admin.client.request(`/api/admin/talents/${talent.id}`, { method: "DELETE", json: {} });
    expect(res.status).toBe(204);
    expect((await publicProfile(talent.slug)).status).toBe(404);
    expect(await search(word)).toEqual([]);
    expect(await featured()).not.toContain(`Rita ${word}`);
    expect((await publicEvents()).map((e) => [e.type, e.slug])).toEqual([
      ["talent.unpublished", talent.slug],
    ]);
  });

  it("keeps a live profile live, with nothing to review, when a save changes nothing", async () => {
    const { client, talent } = await liveProfile("Sameword");
    await t.deps.mail.settled();
    const mails = smtp.messages.length;
    const res = await patch(client, talent.id, { bio: "The approved bio of Sameword.", submit: true });
    expect(res.status).toBe(200);
    expect((await res.json()).talent).toMatchObject({ status: "approved", updatedAt: talent.updatedAt });
    expect((await own(client)).liveVersion).toBeNull();
    await t.deps.mail.settled();
    expect(smtp.messages.slice(mails).filter((m) => /Profile to review/.test(m.subject))).toEqual([]);
  });
});

describe("the media of a live profile", () => {
  const storedKeys = async () => {
    const keys: string[] = [];
    for await (const { key } of t.deps.media.listKeys()) keys.push(key);
    return keys;
  };
  const putHero = async (client: Client, id: string, colour: string) => {
    const res = await client.request(`/api/talents/${id}/hero`, {
      method: "PUT",
      body: new Uint8Array(await jpeg(300, 400, colour)),
      headers: { "content-type": "application/octet-stream" },
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { talent: Talent }).talent;
  };

  it("keeps the public picture, and its files, until the replacement is approved; then removes them", async () => {
    const { client, talent } = await liveProfile("Heroword");
    const first = await putHero(client, talent.id, "#224466");
    const firstId = first.image?.id ?? "";
    expect(
      (await admin.client.post(`/api/admin/talents/${talent.id}/approve`, { updatedAt: first.updatedAt }))
        .status,
    ).toBe(200);
    await changes.clear();

    // The talent replaces the live picture: the public page keeps the approved one, and its files stay.
    const second = await putHero(client, talent.id, "#664422");
    const secondId = second.image?.id ?? "";
    expect(second.status).toBe("pending");
    expect((await json<{ talent: Talent }>(publicProfile(talent.slug))).talent.image?.id).toBe(firstId);
    expect((await storedKeys()).some((key) => key.includes(firstId))).toBe(true);
    const firstUrl = first.image?.variants[0]?.url ?? "";
    expect((await t.request(firstUrl)).status).toBe(200);
    expect(await publicEvents()).toEqual([]);

    // A third picture replaces the second, which was never public: it goes at once.
    const third = await putHero(client, talent.id, "#446622");
    expect((await storedKeys()).some((key) => key.includes(secondId))).toBe(false);
    expect((await storedKeys()).some((key) => key.includes(firstId))).toBe(true);

    // Approved, the new picture is public and the old one's files are gone.
    expect(
      (await admin.client.post(`/api/admin/talents/${talent.id}/approve`, { updatedAt: third.updatedAt }))
        .status,
    ).toBe(200);
    expect((await json<{ talent: Talent }>(publicProfile(talent.slug))).talent.image?.id).toBe(
      third.image?.id,
    );
    const keys = await storedKeys();
    expect(keys.some((key) => key.includes(firstId))).toBe(false);
    expect(keys.some((key) => key.includes(third.image?.id ?? "-"))).toBe(true);
  });

  it("keeps the public picture when the change that replaced it is rejected, and removes both versions' files on deletion", async () => {
    const { client, talent } = await liveProfile("Keepword");
    const first = await putHero(client, talent.id, "#224466");
    expect(
      (await admin.client.post(`/api/admin/talents/${talent.id}/approve`, { updatedAt: first.updatedAt }))
        .status,
    ).toBe(200);
    const second = await putHero(client, talent.id, "#664422");
    expect(
      (await admin.client.post(`/api/admin/talents/${talent.id}/reject`, { reason: "Blurry." })).status,
    ).toBe(200);
    expect((await json<{ talent: Talent }>(publicProfile(talent.slug))).talent.image?.id).toBe(
      first.image?.id,
    );
    const keys = await storedKeys();
    expect(keys.some((key) => key.includes(first.image?.id ?? "-"))).toBe(true);
    expect(keys.some((key) => key.includes(second.image?.id ?? "-"))).toBe(true);

    expect(
      (await admin.client.request(`/api/admin/talents/${talent.id}`, { method: "DELETE", json: {} })).status,
    ).toBe(204);
    const after = await storedKeys();
    expect(after.some((key) => key.includes(first.image?.id ?? "-"))).toBe(false);
    expect(after.some((key) => key.includes(second.image?.id ?? "-"))).toBe(false);
  });
});
