import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type DamagedValue, reportDamagedValuesTo } from "#server/db/stored-json";
import type { Talent } from "#shared/talents/talent.schema";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";

let t: TestApp;
const reported: DamagedValue[] = [];
beforeAll(async () => {
  t = await createTestApp();
  reportDamagedValuesTo((damaged) => reported.push(damaged));
});
afterEach(() => {
  reported.length = 0;
});
afterAll(() => t.dispose());

async function ownProfile(email: string) {
  const user = await signedInUser(t, email);
  const res = await user.client.post("/api/me/talent", { name: "Stored Stella", bio: "First bio." });
  expect(res.status).toBe(201);
  const { talent } = (await res.json()) as { talent: Talent };
  return { ...user, talent };
}

const storedColumns = (id: string) =>
  t.database.handle.db
    .selectFrom("talents")
    .select(["gallery", "badges", "specifics", "image", "bio"])
    .where("id", "=", id)
    .executeTakeFirstOrThrow();

describe("stored JSON that cannot be read", () => {
  it("is reported with the record's id, and a save is refused instead of writing over it", async () => {
    const { client, talent } = await ownProfile("damaged@example.com");
    const damagedGallery = '[{"id":"img-1","type":"image"'; // cut off mid-write
    await t.database.handle.db
      .updateTable("talents")
      .set({ gallery: damagedGallery })
      .where("id", "=", talent.id)
      .execute();

    // Reading still answers (the page shows what can be read), and the damage is reported.
    const read = await client.get("/api/me/talent");
    expect(read.status).toBe(200);
    expect(reported).toContainEqual(
      expect.objectContaining({ table: "talents", id: talent.id, column: "gallery" }),
    );

    const save = await client.request(`/api/talents/${talent.id}`, {
      method: "PATCH",
      json: { bio: "A bio that would have been saved with an empty gallery." },
    });
    expect(save.status).toBe(500);
    expect((await save.json()).error).toMatchObject({
      code: "INTERNAL",
      message: expect.stringContaining("nothing was changed and nothing was lost"),
    });
    expect(await storedColumns(talent.id)).toMatchObject({ gallery: damagedGallery, bio: "First bio." });
  });

  it("in a live profile's change waiting for review is reported, shown as the live version, and refuses saves", async () => {
    const { client, talent } = await ownProfile("damaged-change@example.com");
    await t.database.handle.db
      .updateTable("talents")
      .set({ status: "approved" })
      .where("id", "=", talent.id)
      .execute();
    const changed = await client.request(`/api/talents/${talent.id}`, {
      method: "PATCH",
      json: { bio: "Changed." },
    });
    expect(changed.status).toBe(200);
    const damaged = '{"name":"Stored Stella","bio":"Chan'; // cut off mid-write
    await t.database.handle.db
      .updateTable("talent_drafts")
      .set({ content: damaged })
      .where("talent_id", "=", talent.id)
      .execute();

    const read = await client.get("/api/me/talent");
    expect(read.status).toBe(200);
    expect((await read.json()).talent).toMatchObject({ bio: "First bio.", status: "pending" });
    expect(reported).toContainEqual(
      expect.objectContaining({ table: "talent_drafts", id: talent.id, column: "content" }),
    );
    const save = await client.request(`/api/talents/${talent.id}`, {
      method: "PATCH",
      json: { bio: "Again." },
    });
    expect(save.status).toBe(500);
    const stored = await t.database.handle.db
      .selectFrom("talent_drafts")
      .select("content")
      .where("talent_id", "=", talent.id)
      .executeTakeFirstOrThrow();
    expect(stored.content).toBe(damaged);
  });

  it("of the wrong shape counts as damaged too", async () => {
    const { client, talent } = await ownProfile("shape@example.com");
    await t.database.handle.db
      .updateTable("talents")
      .set({ badges: '{"not":"a list"}' })
      .where("id", "=", talent.id)
      .execute();
    await client.get("/api/me/talent");
    expect(reported).toContainEqual(expect.objectContaining({ id: talent.id, column: "badges" }));
  });
});

describe("a step save", () => {
  it("writes only the columns it changes, leaving the others exactly as stored", async () => {
    const { client, talent } = await ownProfile("columns@example.com");
    // Valid values stored in a spelling of their own: a save that rewrote every column would
    // normalise them; one that writes only what changed leaves them byte for byte.
    const spelled = { gallery: "[ ]", badges: "[\n]", specifics: "{ }" };
    await t.database.handle.db.updateTable("talents").set(spelled).where("id", "=", talent.id).execute();

    const res = await client.request(`/api/talents/${talent.id}`, {
      method: "PATCH",
      json: { bio: "Second bio." },
    });
    expect(res.status).toBe(200);
    expect(await storedColumns(talent.id)).toMatchObject({ ...spelled, bio: "Second bio." });
    expect(reported).toEqual([]);
  });
});
