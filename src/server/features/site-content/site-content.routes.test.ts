import { afterAll, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import type { SiteContent, Testimonial } from "#shared/site-content/site-content.schema";
import type { ApiClient } from "#tests/support/api-client";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";
import { seedSampleSiteContent } from "./sample-site-content.seed.ts";

let t: TestApp;
let admin: ApiClient;

const publicContent = async (app = t) =>
  (await (await app.request("/api/site-content")).json()) as SiteContent;
const adminContent = async () => (await (await admin.get("/api/admin/site-content")).json()) as SiteContent;
const put = (client: ApiClient, path: string, json: unknown) => client.request(path, { method: "PUT", json });
const quote = (text: string, extra: Record<string, unknown> = {}) => ({
  quote: text,
  authorName: "Nora P.",
  authorRole: "Singer, Cologne",
  plan: "Pro",
  consent: true,
  ...extra,
});

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInUser(t, "admin@example.com", { role: "admin" })).client;
});
afterAll(() => t.dispose());

describe("site content", () => {
  it("is empty on a new database, and the public answer can be cached and revalidated", async () => {
    const res = await t.request("/api/site-content");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const tag = res.headers.get("etag");
    expect(tag).toBeTruthy();
    expect(await res.json()).toEqual({ testimonials: [], team: [] });
    const again = await t.request("/api/site-content", { headers: { "if-none-match": tag ?? "" } });
    expect(again.status).toBe(304);
  });

  it("adds, edits, hides, reorders and deletes testimonials, each with its audit record", async () => {
    const created: Testimonial[] = [];
    for (const text of ["First quote", "Second quote", "Third quote"]) {
      const res = await admin.post("/api/admin/site-content/testimonials", quote(text));
      expect(res.status).toBe(201);
      created.push(((await res.json()) as { item: Testimonial }).item);
    }
    expect(created.map((c) => c.position)).toEqual([1, 2, 3]);
    expect((await publicContent()).testimonials.map((q) => q.quote)).toEqual([
      "First quote",
      "Second quote",
      "Third quote",
    ]);

    const [first, second, third] = created as [Testimonial, Testimonial, Testimonial];
    const edited = await put(admin, `/api/admin/site-content/testimonials/${second.id}`, {
      ...quote("Second quote, edited"),
      visible: false,
    });
    expect(edited.status).toBe(200);
    expect((await publicContent()).testimonials.map((q) => q.quote)).toEqual(["First quote", "Third quote"]);
    expect((await adminContent()).testimonials.map((q) => [q.quote, q.visible])).toEqual([
      ["First quote", true],
      ["Second quote, edited", false],
      ["Third quote", true],
    ]);

    const reordered = await put(admin, "/api/admin/site-content/testimonials/order", {
      ids: [third.id, first.id, second.id],
    });
    expect(reordered.status).toBe(200);
    expect((await publicContent()).testimonials.map((q) => q.quote)).toEqual(["Third quote", "First quote"]);
    expect((await put(admin, "/api/admin/site-content/testimonials/order", { ids: [first.id] })).status).toBe(
      409,
    );

    expect(
      (await admin.request(`/api/admin/site-content/testimonials/${first.id}`, { method: "DELETE" })).status,
    ).toBe(204);
    expect((await publicContent()).testimonials.map((q) => q.quote)).toEqual(["Third quote"]);

    const audit = (await (await admin.get("/api/admin/audit?recordType=content&limit=20")).json()) as {
      items: { action: string; recordLabel: string; changes: Record<string, unknown> }[];
    };
    expect(audit.items.map((i) => i.action).sort()).toEqual(
      [
        "content.create",
        "content.create",
        "content.create",
        "content.delete",
        "content.edit",
        "content.reorder",
      ].sort(),
    );
    const edit = audit.items.find((i) => i.action === "content.edit");
    expect(edit?.changes).toEqual({
      quote: { from: "Second quote", to: "Second quote, edited" },
      visible: { from: true, to: false },
    });
  });

  it("requires the author's consent for a new testimonial, and validates every field", async () => {
    const noConsent = await admin.post(
      "/api/admin/site-content/testimonials",
      quote("Q", { consent: false }),
    );
    expect(noConsent.status).toBe(400);
    expect(((await noConsent.json()) as { error: { message: string } }).error.message).toContain(
      "agreed to be quoted",
    );
    expect((await admin.post("/api/admin/site-content/testimonials", quote(""))).status).toBe(400);
    expect(
      (await admin.post("/api/admin/site-content/testimonials", quote("Q", { plan: "Gold" }))).status,
    ).toBe(400);
    expect((await put(admin, "/api/admin/site-content/testimonials/nope", quote("Q"))).status).toBe(404);
  });

  it("asks for the author's consent again when an edit changes the quote or the name, and records it", async () => {
    const created = await admin.post("/api/admin/site-content/testimonials", quote("Words they agreed to"));
    const { item } = (await created.json()) as { item: Testimonial };
    const path = `/api/admin/site-content/testimonials/${item.id}`;
    const stored = () =>
      t.deps.database.db
        .selectFrom("testimonials")
        .select(["quote", "author_name", "visible", "updated_at", "consented_at"])
        .where("id", "=", item.id)
        .executeTakeFirstOrThrow();
    const atCreate = await stored();
    expect(atCreate.consented_at).toBe(item.updatedAt);

    for (const change of [
      quote("Words they never said", { consent: false }),
      quote("Words they agreed to", { authorName: "Someone Else", consent: undefined }),
    ]) {
      const refused = await put(admin, path, change);
      expect(refused.status).toBe(400);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        "consent: Confirm that this person agreed to be quoted.",
      );
    }
    expect(await stored()).toEqual(atCreate);

    // Hiding it, or naming the plan, changes nothing they agreed to.
    const hidden = await put(
      admin,
      path,
      quote("Words they agreed to", { plan: null, visible: false, consent: false }),
    );
    expect(hidden.status).toBe(200);
    expect((await stored()).consented_at).toBe(atCreate.consented_at);

    const accepted = await put(admin, path, quote("New words they agreed to", { consent: true }));
    expect(accepted.status).toBe(200);
    const after = await stored();
    expect(after).toMatchObject({ quote: "New words they agreed to", consented_at: after.updated_at });
  });

  it("asks for a team member's consent again when an edit changes the name or the role", async () => {
    const member = { name: "Ada Lind", role: "Founder", bio: "" };
    const { item } = (await (
      await admin.post("/api/admin/site-content/team", { ...member, consent: true })
    ).json()) as { item: { id: string } };
    const path = `/api/admin/site-content/team/${item.id}`;
    // The next test counts the team from empty.
    onTestFinished(async () => {
      await admin.request(path, { method: "DELETE" });
    });
    const refused = await put(admin, path, { ...member, role: "Chief Executive" });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      "consent: Confirm that this person agreed to be shown.",
    );
    expect((await put(admin, path, { ...member, bio: "Started Vitrine." })).status).toBe(200);
    expect((await put(admin, path, { ...member, role: "Chief Executive", consent: true })).status).toBe(200);
    expect((await adminContent()).team.find((m) => m.id === item.id)?.role).toBe("Chief Executive");
  });

  it("manages the team the same way", async () => {
    const res = await admin.post("/api/admin/site-content/team", {
      name: "Ada Lind",
      role: "Founder",
      bio: "Started Vitrine.",
      consent: true,
    });
    expect(res.status).toBe(201);
    const { item } = (await res.json()) as { item: { id: string } };
    expect((await publicContent()).team.map((m) => m.name)).toEqual(["Ada Lind"]);
    await put(admin, `/api/admin/site-content/team/${item.id}`, {
      name: "Ada Lind",
      role: "Founder",
      visible: false,
    });
    expect((await publicContent()).team).toEqual([]);
    expect(
      (await admin.request(`/api/admin/site-content/team/${item.id}`, { method: "DELETE" })).status,
    ).toBe(204);
    expect((await adminContent()).team).toEqual([]);
  });

  // Visitors and non-admins are refused in the authorization table; an admin is not, by role alone.
  it("refuses the admin routes to an administrator whose address is not confirmed", async () => {
    const unconfirmed = (
      await signedInUser(t, "unconfirmed@example.com", { role: "admin", emailVerified: false })
    ).client;
    expect((await unconfirmed.get("/api/admin/site-content")).status).toBe(403);
    expect((await unconfirmed.post("/api/admin/site-content/testimonials", quote("Sneaky"))).status).toBe(
      403,
    );
    expect(
      (await unconfirmed.post("/api/admin/site-content/team", { name: "X", role: "Y", consent: true }))
        .status,
    ).toBe(403);
    expect((await adminContent()).testimonials.map((q) => q.quote)).not.toContain("Sneaky");
  });
});

describe("sample content", () => {
  it("is added once to empty lists, marked as samples, and shown publicly only while sample data is on", async () => {
    const withSamples = await createTestApp({ SEED_SAMPLE_DATA: "true" });
    try {
      const db = withSamples.database.handle.db;
      expect(await seedSampleSiteContent(db)).toBe(6);
      expect(await seedSampleSiteContent(db)).toBe(0);
      const shown = await publicContent(withSamples);
      expect(shown.testimonials).toHaveLength(3);
      expect(shown.team).toHaveLength(3);
      expect([...shown.testimonials, ...shown.team].every((item) => item.isSample)).toBe(true);
    } finally {
      await withSamples.dispose();
    }
    // With sample data off, the same rows stay in the panel but never reach the public.
    const withoutSamples = await createTestApp({ SEED_SAMPLE_DATA: "false" });
    try {
      await seedSampleSiteContent(withoutSamples.database.handle.db);
      expect(await publicContent(withoutSamples)).toEqual({ testimonials: [], team: [] });
      const rows = await withoutSamples.database.handle.db
        .selectFrom("team_members")
        .select("is_sample")
        .execute();
      expect(rows.map((r) => r.is_sample)).toEqual([1, 1, 1]);
    } finally {
      await withoutSamples.dispose();
    }
  });
});
