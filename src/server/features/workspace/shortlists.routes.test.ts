import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { ImageAsset } from "#shared/media/media.schema";
import type { ShortlistDetail, ShortlistEntry, ShortlistSummary } from "#shared/workspace/shortlists.schema";
import { type ApiClient, apiClient } from "#tests/support/api-client";
import { recordChanges } from "#tests/support/change-recorder";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { quickSignedInUser, signedInUser } from "#tests/support/test-users";

// Shortlists through the HTTP API on a real database: the owner's lists, entries, order and notes,
// the links to clients and the client's page with its picks, and what deleting a talent or the
// account does to them.

let t: TestApp;
let changes: ReturnType<typeof recordChanges>;
beforeAll(async () => {
  t = await createTestApp();
  changes = recordChanges(t.deps.realtime);
});
afterAll(() => t.dispose());
afterEach(() => vi.useRealTimers());

const image = (id: string): ImageAsset => ({
  id,
  width: 600,
  height: 800,
  placeholder: "data:image/webp;base64,AAAA",
  variants: [{ width: 600, url: `/media/images/${id}-600.webp` }],
});

let talentSequence = 0;
/** An approved talent (unless told) with an address on their profile, a hero and a gallery picture. */
async function publicTalent(status: "approved" | "pending" = "approved") {
  talentSequence += 1;
  const record = talentRecord({
    name: `Shortlisted ${talentSequence}`,
    status,
    image: image(`hero-${talentSequence}`),
    gallery: [
      {
        id: `g-${talentSequence}`,
        type: "image",
        image: image(`gallery-${talentSequence}`),
        description: "",
      },
    ],
    contact: { email: `talent-${talentSequence}@example.com`, instagram: "", showEmail: true },
  });
  await insertTalents(t.deps.database.db, [record]);
  return record;
}

/** The item at `index`, which the test knows is there. */
function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no item at ${index}`);
  return item;
}

let accountSequence = 0;
async function owner(options: { company?: string } = {}) {
  accountSequence += 1;
  const user = await quickSignedInUser(t, `booker-${accountSequence}@agency.example`);
  if (options.company) {
    await t.deps.database.db
      .updateTable("user")
      .set({ companyName: options.company, accountKind: "hirer" })
      .where("id", "=", user.userId)
      .execute();
  }
  return user;
}

const put = (client: ApiClient, path: string, json: unknown) => client.request(path, { method: "PUT", json });
const del = (client: ApiClient, path: string) => client.request(path, { method: "DELETE" });
const body = async <T>(res: Response) => (await res.json()) as T;

async function createList(client: ApiClient, input: Record<string, unknown> = { name: "Spring campaign" }) {
  const res = await client.post("/api/me/shortlists", input);
  expect(res.status).toBe(201);
  return body<ShortlistDetail>(res);
}
async function add(client: ApiClient, listId: string, talentId: string) {
  return client.post(`/api/me/shortlists/${listId}/entries`, { talentId });
}
const read = async (client: ApiClient, listId: string) =>
  body<ShortlistDetail>(await client.get(`/api/me/shortlists/${listId}`));

/** A list of the given talents, in that order. */
async function listWith(client: ApiClient, talentIds: string[]) {
  const list = await createList(client, {
    name: "Campaign",
    job: "Lookbook",
    dates: "May 4-6",
    location: "Berlin",
  });
  for (const id of talentIds) expect((await add(client, list.id, id)).status).toBe(201);
  return read(client, list.id);
}

async function share(client: ApiClient, listId: string, days = 30, name = "Atelier Nord") {
  const res = await client.post(`/api/me/shortlists/${listId}/shares`, { name, days });
  expect(res.status).toBe(201);
  return body<{ share: { id: string; state: string; expiresAt: string }; token: string }>(res);
}

const visitor = () => apiClient(t);
const openLink = (token: string, client = visitor()) =>
  client.get("/api/shared-shortlist", { headers: { "x-share-token": token } });
const pick = (token: string, talentId: string, json: unknown, client = visitor()) =>
  client.request(`/api/shared-shortlist/picks/${talentId}`, {
    method: "PUT",
    json,
    headers: { "x-share-token": token },
  });

describe("who may use shortlists", () => {
  it("refuses a visitor without an account (401) and an account that has not confirmed its address (403)", async () => {
    expect((await visitor().get("/api/me/shortlists")).status).toBe(401);
    expect((await visitor().post("/api/me/shortlists", { name: "Mine" })).status).toBe(401);
    const unconfirmed = await quickSignedInUser(t, "unconfirmed-booker@agency.example", {
      emailVerified: false,
    });
    expect((await unconfirmed.client.get("/api/me/shortlists")).status).toBe(403);
  });

  it("answers another account's list 404 exactly like a missing one, for every read and write", async () => {
    const talent = await publicTalent();
    const mine = await owner();
    const list = await listWith(mine.client, [talent.id]);
    const entryId = at(list.entries, 0).id;
    const other = await owner();
    const base = `/api/me/shortlists/${list.id}`;
    const attempts = [
      other.client.get(base),
      put(other.client, base, { name: "Taken" }),
      del(other.client, base),
      other.client.post(`${base}/duplicate`),
      add(other.client, list.id, talent.id),
      del(other.client, `${base}/entries/${entryId}`),
      put(other.client, `${base}/order`, { entryIds: [entryId] }),
      put(other.client, `${base}/entries/${entryId}/note`, { note: "Mine now" }),
      del(other.client, `${base}/removed`),
      other.client.post(`${base}/shares`, { name: "Client", days: 7 }),
      del(other.client, `${base}/shares/any`),
    ];
    const missing = await other.client.get("/api/me/shortlists/no-such-list");
    expect(missing.status).toBe(404);
    const missingBody = await missing.json();
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(missingBody);
    }
    expect((await other.client.get("/api/me/shortlists")).status).toBe(200);
    expect((await body<{ items: unknown[] }>(await other.client.get("/api/me/shortlists"))).items).toEqual(
      [],
    );
    // Nothing changed.
    const after = await read(mine.client, list.id);
    expect(after.name).toBe("Campaign");
    expect(after.entries.map((entry) => [entry.id, entry.note])).toEqual([[entryId, ""]]);
    expect(after.shares).toEqual([]);
  });
});

describe("a shortlist", () => {
  it("is made with a name and an optional brief, listed with its talent count and pictures, renamed and deleted", async () => {
    const { client } = await owner();
    const a = await publicTalent();
    const b = await publicTalent();
    const made = await createList(client, { name: "  Summer   shoot ", location: "Hamburg" });
    expect(made).toMatchObject({
      name: "Summer shoot",
      job: "",
      dates: "",
      location: "Hamburg",
      entries: [],
    });
    expect((await add(client, made.id, a.id)).status).toBe(201);
    expect((await add(client, made.id, b.id)).status).toBe(201);

    const { items } = await body<{ items: ShortlistSummary[] }>(await client.get("/api/me/shortlists"));
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ id: made.id, name: "Summer shoot", talentCount: 2, entryId: null });
    expect(at(items, 0).thumbnails.map((thumb) => thumb.id)).toEqual([a.image?.id, b.image?.id]);
    const withTalent = await body<{ items: ShortlistSummary[] }>(
      await client.get(`/api/me/shortlists?talent=${b.id}`),
    );
    expect(at(withTalent.items, 0).entryId).toBe(at((await read(client, made.id)).entries, 1).id);

    const edited = await put(client, `/api/me/shortlists/${made.id}`, {
      name: "Summer shoot 2027",
      job: "Swimwear",
      dates: "June",
      location: "",
    });
    expect(edited.status).toBe(200);
    expect(await body<ShortlistDetail>(edited)).toMatchObject({
      name: "Summer shoot 2027",
      job: "Swimwear",
      dates: "June",
      location: "",
    });

    expect((await del(client, `/api/me/shortlists/${made.id}`)).status).toBe(204);
    expect((await client.get(`/api/me/shortlists/${made.id}`)).status).toBe(404);
    expect(
      await t.deps.database.db
        .selectFrom("shortlist_entries")
        .where("shortlist_id", "=", made.id)
        .selectAll()
        .execute(),
    ).toEqual([]);
  });

  it("refuses a missing or too long name, a brief field over 120 characters, and folds line breaks", async () => {
    const { client } = await owner();
    expect((await client.post("/api/me/shortlists", { name: "" })).status).toBe(400);
    expect((await client.post("/api/me/shortlists", { name: "   " })).status).toBe(400);
    expect((await client.post("/api/me/shortlists", { name: "x".repeat(81) })).status).toBe(400);
    expect((await client.post("/api/me/shortlists", { name: "Ok", job: "x".repeat(121) })).status).toBe(400);
    const bad = await client.post("/api/me/shortlists", { name: "x".repeat(81) });
    expect((await body<{ error: { code: string } }>(bad)).error.code).toBe("VALIDATION_FAILED");
    const folded = await createList(client, { name: "Two\nlines", dates: "May\r\n4" });
    expect(folded.name).toBe("Two lines");
    expect(folded.dates).toBe("May 4");
  });

  it("takes only public profiles; adding a talent twice answers the same entry and changes nothing", async () => {
    const { client } = await owner();
    const talent = await publicTalent();
    const pending = await publicTalent("pending");
    const list = await createList(client);
    const first = await add(client, list.id, talent.id);
    expect(first.status).toBe(201);
    const entry = await body<ShortlistEntry>(first);
    expect(entry).toMatchObject({
      talentId: talent.id,
      note: "",
      talent: { id: talent.id, name: talent.name },
    });
    const again = await add(client, list.id, talent.id);
    expect(again.status).toBe(200);
    expect(await body<ShortlistEntry>(again)).toEqual(entry);
    expect((await add(client, list.id, pending.id)).status).toBe(404);
    expect((await add(client, list.id, "no-such-talent")).status).toBe(404);
    expect((await read(client, list.id)).entries.map((e) => e.id)).toEqual([entry.id]);
  });

  it("keeps its talents in the order given, refusing an order that drops, adds or repeats one", async () => {
    const { client } = await owner();
    const a = await publicTalent();
    const b = await publicTalent();
    const c = await publicTalent();
    const list = await listWith(client, [a.id, b.id, c.id]);
    const [ea, eb, ec] = list.entries.map((entry) => entry.id) as [string, string, string];
    const order = `/api/me/shortlists/${list.id}/order`;
    const moved = await put(client, order, { entryIds: [ec, ea, eb] });
    expect(moved.status).toBe(200);
    expect((await body<ShortlistDetail>(moved)).entries.map((e) => e.talentId)).toEqual([c.id, a.id, b.id]);
    for (const entryIds of [
      [ec, ea],
      [ec, ea, eb, "other"],
      [ec, ec, ea],
      [ec, ea, "other"],
    ]) {
      const res = await put(client, order, { entryIds });
      expect(res.status).toBe(409);
    }
    expect((await read(client, list.id)).entries.map((e) => e.id)).toEqual([ec, ea, eb]);
    // A talent added afterwards goes to the end; a removed one leaves the order.
    const d = await publicTalent();
    await add(client, list.id, d.id);
    const removed = await del(client, `/api/me/shortlists/${list.id}/entries/${ea}`);
    expect(removed.status).toBe(200);
    expect((await body<ShortlistDetail>(removed)).entries.map((e) => e.talentId)).toEqual([c.id, b.id, d.id]);
    expect((await del(client, `/api/me/shortlists/${list.id}/entries/${ea}`)).status).toBe(404);
  });

  it("keeps a private note per talent, up to 1000 characters", async () => {
    const { client } = await owner();
    const a = await publicTalent();
    const list = await listWith(client, [a.id]);
    const path = `/api/me/shortlists/${list.id}/entries/${at(list.entries, 0).id}/note`;
    const saved = await put(client, path, { note: "Great portfolio.\nAsk about June." });
    expect(saved.status).toBe(200);
    expect((await body<ShortlistEntry>(saved)).note).toBe("Great portfolio.\nAsk about June.");
    expect((await put(client, path, { note: "x".repeat(1001) })).status).toBe(400);
    expect((await put(client, path, { note: "x".repeat(1000) })).status).toBe(200);
    expect(at((await read(client, list.id)).entries, 0).note).toBe("x".repeat(1000));
  });

  it("is duplicated with its brief, talents, order and notes, named as a copy in the page's language, without links or picks", async () => {
    const { client } = await owner();
    const a = await publicTalent();
    const b = await publicTalent();
    const list = await listWith(client, [a.id, b.id]);
    await put(client, `/api/me/shortlists/${list.id}/entries/${at(list.entries, 1).id}/note`, {
      note: "First choice",
    });
    await put(client, `/api/me/shortlists/${list.id}/order`, {
      entryIds: [at(list.entries, 1).id, at(list.entries, 0).id],
    });
    const { token } = await share(client, list.id);
    expect((await pick(token, a.id, { verdict: "yes" })).status).toBe(200);

    const res = await client.post(`/api/me/shortlists/${list.id}/duplicate`);
    expect(res.status).toBe(201);
    const copy = await body<ShortlistDetail>(res);
    expect(copy.id).not.toBe(list.id);
    expect(copy).toMatchObject({
      name: "Campaign (copy)",
      job: "Lookbook",
      dates: "May 4-6",
      location: "Berlin",
    });
    expect(copy.entries.map((e) => [e.talentId, e.note])).toEqual([
      [b.id, "First choice"],
      [a.id, ""],
    ]);
    expect(copy.shares).toEqual([]);
    expect(copy.picks).toEqual([]);

    const german = await client.post(`/api/me/shortlists/${list.id}/duplicate`, undefined, {
      headers: { "accept-language": "de" },
    });
    expect((await body<ShortlistDetail>(german)).name).toBe("Campaign (Kopie)");
    const long = await createList(client, { name: "y".repeat(80) });
    const longCopy = await body<ShortlistDetail>(
      await client.post(`/api/me/shortlists/${long.id}/duplicate`),
    );
    expect(longCopy.name.length).toBeLessThanOrEqual(80);
    expect(longCopy.name.endsWith("… (copy)")).toBe(true);
  });
});

describe("a link to a client", () => {
  it("shows the list's brief and public talents with no address of anyone, with private-link headers", async () => {
    const booker = await owner({ company: "Studio Kranich" });
    const a = await publicTalent();
    const b = await publicTalent();
    const hidden = await publicTalent();
    const list = await listWith(booker.client, [b.id, a.id, hidden.id]);
    await put(booker.client, `/api/me/shortlists/${list.id}/entries/${at(list.entries, 0).id}/note`, {
      note: "Private: ask the agency about the fee",
    });
    await t.deps.database.db
      .updateTable("talents")
      .set({ status: "pending" })
      .where("id", "=", hidden.id)
      .execute();
    const created = await share(booker.client, list.id, 7);
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.share).toMatchObject({ name: "Atelier Nord", state: "active", revokedAt: null });
    const stored = await t.deps.database.db.selectFrom("shortlist_shares").selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(created.token);

    const res = await openLink(created.token);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("referrer-policy")).toBe("no-referrer");
    expect(res.headers.get("x-robots-tag")).toContain("noindex");
    const text = await res.text();
    expect(text).not.toContain("@");
    expect(text).not.toContain(booker.email.split("@")[0]);
    expect(text).not.toContain("Private:");
    expect(JSON.parse(text)).toEqual({
      name: "Campaign",
      job: "Lookbook",
      dates: "May 4-6",
      location: "Berlin",
      company: "Studio Kranich",
      expiresAt: created.share.expiresAt,
      talents: [b, a].map((talent) => ({
        id: talent.id,
        slug: talent.slug,
        name: talent.name,
        category: talent.category,
        subcategory: talent.subcategory,
        location: talent.location,
        image: talent.image,
        pictures: talent.gallery.flatMap((item) => (item.type === "image" ? [item.image] : [])),
        compCardDownload: true,
      })),
      picks: [],
    });
    // The same headers on a refusal, and on the page itself.
    const refused = await openLink("A".repeat(43));
    expect(refused.status).toBe(404);
    expect(refused.headers.get("referrer-policy")).toBe("no-referrer");
    expect((await openLink("")).status).toBe(404);
    expect((await visitor().get("/api/shared-shortlist")).status).toBe(404);
  });

  it("saves the client's picks per talent, tells the owner live and shows them on the owner's list", async () => {
    const booker = await owner();
    const a = await publicTalent();
    const b = await publicTalent();
    const list = await listWith(booker.client, [a.id, b.id]);
    const { token, share: link } = await share(booker.client, list.id);
    await changes.clear();

    const saved = await pick(token, a.id, { verdict: "yes", comment: "  Perfect for the look. " });
    expect(saved.status).toBe(200);
    expect(saved.headers.get("cache-control")).toBe("no-store");
    expect(await saved.json()).toMatchObject({
      talentId: a.id,
      verdict: "yes",
      comment: "Perfect for the look.",
    });
    expect((await pick(token, b.id, { verdict: "maybe" })).status).toBe(200);
    expect((await pick(token, b.id, { verdict: "no", comment: "Not this time" })).status).toBe(200);
    expect(await changes.settled()).toEqual([
      { type: "shortlist.picked", talentId: a.id, ownerId: booker.userId },
      { type: "shortlist.picked", talentId: b.id, ownerId: booker.userId },
      { type: "shortlist.picked", talentId: b.id, ownerId: booker.userId },
    ]);

    const page = await body<{ picks: { talentId: string; verdict: string; comment: string }[] }>(
      await openLink(token),
    );
    expect(page.picks.map((p) => [p.talentId, p.verdict, p.comment])).toEqual([
      [a.id, "yes", "Perfect for the look."],
      [b.id, "no", "Not this time"],
    ]);
    const detail = await read(booker.client, list.id);
    expect(detail.picks.map((p) => [p.shareId, p.talentId, p.verdict, p.comment]).sort()).toEqual(
      [
        [link.id, a.id, "yes", "Perfect for the look."],
        [link.id, b.id, "no", "Not this time"],
      ].sort(),
    );
  });

  it("refuses a pick with an unknown verdict, a comment over 500 characters, or for a talent not on the list", async () => {
    const booker = await owner();
    const a = await publicTalent();
    const b = await publicTalent();
    const list = await listWith(booker.client, [a.id]);
    const { token } = await share(booker.client, list.id);
    expect((await pick(token, a.id, { verdict: "perhaps" })).status).toBe(400);
    expect((await pick(token, a.id, { verdict: "yes", comment: "x".repeat(501) })).status).toBe(400);
    expect((await pick(token, b.id, { verdict: "yes" })).status).toBe(404);
    // Taken off the list after the link was made: refused too.
    await del(booker.client, `/api/me/shortlists/${list.id}/entries/${at(list.entries, 0).id}`);
    expect((await pick(token, a.id, { verdict: "yes" })).status).toBe(404);
    expect((await pick("B".repeat(43), a.id, { verdict: "yes" })).status).toBe(404);
    expect(await t.deps.database.db.selectFrom("shortlist_picks").selectAll().execute()).not.toContainEqual(
      expect.objectContaining({ talent_id: b.id }),
    );
  });

  it("answers 410 once withdrawn, without the list; the owner still sees the link as withdrawn", async () => {
    const booker = await owner();
    const a = await publicTalent();
    const list = await listWith(booker.client, [a.id]);
    const { token, share: link } = await share(booker.client, list.id);
    const revoked = await del(booker.client, `/api/me/shortlists/${list.id}/shares/${link.id}`);
    expect(revoked.status).toBe(200);
    expect(await revoked.json()).toMatchObject({ id: link.id, state: "revoked" });
    const res = await openLink(token);
    expect(res.status).toBe(410);
    const answer = await body<{ error: { code: string; message: string; details: unknown } }>(res);
    expect(answer.error).toMatchObject({ code: "LINK_EXPIRED", details: { reason: "revoked" } });
    expect(JSON.stringify(answer)).not.toContain("Campaign");
    expect((await pick(token, a.id, { verdict: "yes" })).status).toBe(410);
    expect((await read(booker.client, list.id)).shares).toMatchObject([{ id: link.id, state: "revoked" }]);
    expect((await del(booker.client, `/api/me/shortlists/${list.id}/shares/no-such-link`)).status).toBe(404);
  });

  it("answers 410 once its days have run out", async () => {
    const booker = await owner();
    const a = await publicTalent();
    const list = await listWith(booker.client, [a.id]);
    const { token, share: link } = await share(booker.client, list.id, 7);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(7 * 86_400_000 - 60_000);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.parse(link.expiresAt) - 60_000);
    expect((await openLink(token)).status).toBe(200);
    vi.setSystemTime(Date.parse(link.expiresAt) + 60_000);
    const res = await openLink(token);
    expect(res.status).toBe(410);
    expect((await body<{ error: { details: unknown } }>(res)).error.details).toEqual({ reason: "expired" });
    expect((await pick(token, a.id, { verdict: "yes" })).status).toBe(410);
    expect((await read(booker.client, list.id)).shares).toMatchObject([{ id: link.id, state: "expired" }]);
  });

  it("refuses a share with a duration other than 7, 30 or 90 days, or without a name", async () => {
    const { client } = await owner();
    const list = await createList(client);
    for (const days of [1, 14, 365]) {
      expect(
        (await client.post(`/api/me/shortlists/${list.id}/shares`, { name: "Client", days })).status,
      ).toBe(400);
    }
    expect((await client.post(`/api/me/shortlists/${list.id}/shares`, { name: " ", days: 7 })).status).toBe(
      400,
    );
    for (const days of [7, 30, 90]) await share(client, list.id, days);
    expect((await read(client, list.id)).shares).toHaveLength(3);
  });

  it("saves at most 120 picks per hour through one link", async () => {
    const booker = await owner();
    const a = await publicTalent();
    const list = await listWith(booker.client, [a.id]);
    const { token } = await share(booker.client, list.id);
    const client = visitor();
    vi.useFakeTimers({ toFake: ["Date"] });
    const start = Date.now();
    vi.setSystemTime(start);
    for (let i = 0; i < 120; i++) {
      expect((await pick(token, a.id, { verdict: i % 2 ? "yes" : "no" }, client)).status).toBe(200);
    }
    const refused = await pick(token, a.id, { verdict: "maybe" }, client);
    expect(refused.status).toBe(429);
    expect(at((await body<{ picks: { verdict: string }[] }>(await openLink(token))).picks, 0).verdict).toBe(
      "yes",
    );
    vi.setSystemTime(start + 60 * 60 * 1000 + 1000);
    expect((await pick(token, a.id, { verdict: "maybe" }, client)).status).toBe(200);
  });
});

describe("deletions", () => {
  it("a deleted talent leaves every list and its picks; the list says how many were removed until dismissed", async () => {
    const booker = await owner();
    const admin = await signedInUser(t, "shortlist-admin@vitrine.test", { role: "admin" });
    const a = await publicTalent();
    const b = await publicTalent();
    const list = await listWith(booker.client, [a.id, b.id]);
    const other = await listWith(booker.client, [a.id]);
    const { token } = await share(booker.client, list.id);
    await pick(token, a.id, { verdict: "yes" });
    expect(
      (await admin.client.request(`/api/admin/talents/${a.id}`, { method: "DELETE", json: {} })).status,
    ).toBe(204);

    const after = await read(booker.client, list.id);
    expect(after.entries.map((e) => e.talentId)).toEqual([b.id]);
    expect(after.removedCount).toBe(1);
    expect(after.picks).toEqual([]);
    expect((await read(booker.client, other.id)).removedCount).toBe(1);
    const { items } = await body<{ items: ShortlistSummary[] }>(
      await booker.client.get("/api/me/shortlists"),
    );
    expect(items.find((item) => item.id === list.id)?.talentCount).toBe(1);
    expect(
      (await body<{ talents: { id: string }[] }>(await openLink(token))).talents.map((x) => x.id),
    ).toEqual([b.id]);
    // The order and the picks still work with the placeholder there.
    expect(
      (
        await put(booker.client, `/api/me/shortlists/${list.id}/order`, {
          entryIds: [at(after.entries, 0).id],
        })
      ).status,
    ).toBe(200);
    const dismissed = await del(booker.client, `/api/me/shortlists/${list.id}/removed`);
    expect(dismissed.status).toBe(200);
    expect((await body<ShortlistDetail>(dismissed)).removedCount).toBe(0);
    expect((await read(booker.client, other.id)).removedCount).toBe(1);
  });

  it("the account's export holds its lists, notes, links (never a token) and picks; deleting the account deletes them and its links stop working", async () => {
    const booker = await owner({ company: "Leaving Ltd" });
    const a = await publicTalent();
    const list = await listWith(booker.client, [a.id]);
    await put(booker.client, `/api/me/shortlists/${list.id}/entries/${at(list.entries, 0).id}/note`, {
      note: "Kind",
    });
    const { token } = await share(booker.client, list.id, 90, "For Mara");
    await pick(token, a.id, { verdict: "maybe", comment: "Maybe later" });

    const exported = await booker.client.get("/api/account/export");
    expect(exported.status).toBe(200);
    const text = await exported.text();
    const hashes = await t.deps.database.db.selectFrom("shortlist_shares").select("token_hash").execute();
    expect(text).not.toContain(token);
    for (const { token_hash } of hashes) expect(text).not.toContain(token_hash);
    const data = JSON.parse(text) as { shortlists: unknown };
    expect(data.shortlists).toEqual([
      {
        name: "Campaign",
        job: "Lookbook",
        dates: "May 4-6",
        location: "Berlin",
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        entries: [
          { talentId: a.id, talentName: a.name, removed: false, note: "Kind", addedAt: expect.any(String) },
        ],
        shares: [
          {
            name: "For Mara",
            createdAt: expect.any(String),
            expiresAt: expect.any(String),
            revokedAt: null,
            state: "active",
          },
        ],
        picks: [
          {
            link: "For Mara",
            talentId: a.id,
            talentName: a.name,
            verdict: "maybe",
            comment: "Maybe later",
            updatedAt: expect.any(String),
          },
        ],
      },
    ]);

    const deleted = await booker.client.post("/api/account/delete", {
      confirmation: "DELETE",
      password: booker.password,
    });
    expect(deleted.status).toBe(200);
    expect([404, 410]).toContain((await openLink(token)).status);
    expect((await pick(token, a.id, { verdict: "yes" })).status).toBe(404);
    const db = t.deps.database.db;
    expect(await db.selectFrom("shortlists").where("id", "=", list.id).selectAll().execute()).toEqual([]);
    expect(
      await db.selectFrom("shortlist_entries").where("shortlist_id", "=", list.id).selectAll().execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom("shortlist_shares").where("shortlist_id", "=", list.id).selectAll().execute(),
    ).toEqual([]);
  });
});
