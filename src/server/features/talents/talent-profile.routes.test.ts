import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Talent } from "#shared/talents/talent.schema";
import { type SmtpSink, startSmtpSink } from "#tests/support/smtp-sink";
import { insertTalents, talentRecord } from "#tests/support/talent-factory";
import { createTestApp, type TestApp } from "#tests/support/test-app";
import { signedInUser } from "#tests/support/test-users";

let t: TestApp;
let smtp: SmtpSink;
let admin: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url });
  admin = await signedInUser(t, "admin@vitrine.test", { role: "admin" });
});
afterAll(async () => {
  await t.dispose();
  await smtp.close();
});

const general = { name: "Lena Hartmann", age: 24, location: "Munich", bio: "Model based in Munich." };

async function talentWithProfile(email: string) {
  const user = await signedInUser(t, email);
  const res = await user.client.post("/api/me/talent", general);
  expect(res.status).toBe(201);
  const { talent } = (await res.json()) as { talent: Talent };
  return { ...user, talent };
}

const save = async (client: Awaited<ReturnType<typeof signedInUser>>["client"], id: string, body: object) => {
  const res = await client.request(`/api/talents/${id}`, { method: "PATCH", json: body });
  return { status: res.status, body: (await res.json()) as { talent: Talent; error?: { message: string } } };
};

describe("the own profile", () => {
  it("is null before the first save and is created pending, linked to the account, on it", async () => {
    const user = await signedInUser(t, "new@example.com");
    const empty = await user.client.get("/api/me/talent");
    expect(empty.status).toBe(200);
    expect(await empty.json()).toEqual({ talent: null, liveVersion: null, removal: null, takeDown: null });

    const created = await user.client.post("/api/me/talent", general);
    expect(created.status).toBe(201);
    const { talent } = (await created.json()) as { talent: Talent };
    expect(talent).toMatchObject({ ...general, status: "pending", userId: user.userId });
    expect(talent.slug).toBe(`lena-hartmann-${talent.id.slice(0, 4)}`);
    expect(talent.joined).toBe(new Date().toISOString().slice(0, 10));

    const own = (await (await user.client.get("/api/me/talent")).json()) as { talent: Talent };
    expect(own.talent.id).toBe(talent.id);
    expect((await user.client.post("/api/me/talent", general)).status).toBe(409);
  });

  it("validates with the shared rules and names the field", async () => {
    const user = await signedInUser(t, "rules@example.com");
    const noName = await user.client.post("/api/me/talent", { name: "  " });
    expect(noName.status).toBe(400);
    expect((await noName.json()).error.message).toBe("name: Name is required");
    const badAge = await user.client.post("/api/me/talent", { name: "Ada", age: 2.5 });
    expect((await badAge.json()).error.message).toBe("age: Age must be a whole number");
    const badInstagram = await user.client.post("/api/me/talent", {
      name: "Ada",
      contact: { email: "", instagram: "ada lovelace!" },
    });
    expect((await badInstagram.json()).error.message).toContain("without @");
  });
});

describe("saving a profile", () => {
  it("stores each step, stores Instagram without @, and keeps the joined date", async () => {
    const { client, talent } = await talentWithProfile("steps@example.com");
    const languages = await save(client, talent.id, { languages: ["de", "en"], paymentOptions: ["TFP"] });
    expect(languages.body.talent).toMatchObject({ languages: ["de", "en"], paymentOptions: ["TFP"] });
    const category = await save(client, talent.id, {
      category: "visual-arts-media",
      subcategory: "model",
      specifics: { height: 176, eyes: "green", genre: "not a field of this category" },
    });
    expect(category.body.talent.specifics).toEqual({ height: 176, eyes: "green" });
    const contact = await save(client, talent.id, {
      contact: { email: "lena@example.com", instagram: "@lena.h" },
    });
    expect(contact.body.talent.contact).toEqual({
      email: "lena@example.com",
      instagram: "lena.h",
      showEmail: true,
    });
    expect(contact.body.talent.joined).toBe(talent.joined);
    expect(contact.body.talent.name).toBe("Lena Hartmann");
  });

  it("clears the sub-category when the category changes, and refuses a sub-category of another category", async () => {
    const { client, talent } = await talentWithProfile("category@example.com");
    await save(client, talent.id, { category: "visual-arts-media", subcategory: "model" });
    const changed = await save(client, talent.id, { category: "performing-arts" });
    expect(changed.body.talent.subcategory).toBe("");
    const wrong = await save(client, talent.id, { subcategory: "model" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.message).toBe("subcategory: Choose a sub-category of the chosen category");
    const badHeight = await save(client, talent.id, {
      category: "visual-arts-media",
      subcategory: "model",
      specifics: { height: -3 },
    });
    expect(badHeight.body.error?.message).toBe("specifics.height: Height must be a positive number");
  });

  it("leaves the profile pending after every talent save, whatever status, featured or badges it sends", async () => {
    const { client, talent } = await talentWithProfile("sneaky@example.com");
    await save(client, talent.id, { category: "visual-arts-media", subcategory: "model" });
    await admin.client.post(`/api/admin/talents/${talent.id}/approve`);

    const sneaky = await save(client, talent.id, {
      bio: "Updated bio.",
      status: "approved",
      featured: true,
      featuredOrder: 1,
      badges: ["premium", "verified"],
      isTopTalent: true,
      userId: admin.userId,
    });
    expect(sneaky.status).toBe(200);
    expect(sneaky.body.talent).toMatchObject({
      bio: "Updated bio.",
      status: "pending",
      featured: false,
      featuredOrder: null,
      badges: [],
      isTopTalent: false,
      userId: talent.userId,
    });
    // The approved profile went back to review: the admins are told.
    const mail = await smtp.waitFor("admin@vitrine.test", /Profile to review: Lena Hartmann/);
    expect(mail.links.some((l) => l.endsWith("/admin-panel/talents?status=pending"))).toBe(true);
  });

  it("answers another account 403 and changes nothing", async () => {
    const { talent } = await talentWithProfile("victim@example.com");
    const other = await signedInUser(t, "other@example.com");
    const res = await save(other.client, talent.id, { name: "Hijacked" });
    expect(res.status).toBe(403);
    const own = await talentWithProfileName(talent.id);
    expect(own).toBe("Lena Hartmann");
  });

  it("lets an administrator set the admin fields without sending the profile to review", async () => {
    const record = talentRecord({ name: "Admin Managed", status: "approved" });
    await insertTalents(t.database.handle.db, [record]);
    const res = await save(admin.client, record.id, {
      badges: ["verified"],
      featured: true,
      featuredOrder: 3,
      isTopTalent: true,
    });
    expect(res.body.talent).toMatchObject({
      status: "approved",
      badges: ["verified"],
      featured: true,
      featuredOrder: 3,
      isTopTalent: true,
    });
  });

  it("refuses an administrator's link to an account that does not exist", async () => {
    const record = talentRecord({ name: "Linked Nowhere", status: "approved" });
    await insertTalents(t.database.handle.db, [record]);
    for (const userId of ["no-such-account", " "]) {
      const res = await save(admin.client, record.id, { userId });
      expect(res.status).toBe(400);
      expect(res.body.error?.message).toBe("userId: No account has this id.");
    }
    const stored = await t.database.handle.db
      .selectFrom("talents")
      .select("user_id")
      .where("id", "=", record.id)
      .executeTakeFirstOrThrow();
    expect(stored.user_id).toBeNull();
  });
});

describe("submitting for review", () => {
  it("needs a category and sub-category, then tells the admins", async () => {
    const { client, talent } = await talentWithProfile("submit@example.com");
    // Mail is sent by the outbox's worker after the request; settled() waits for what is due.
    const reviewMails = async () => {
      await t.deps.mail.settled();
      return smtp.messages.filter(
        (m) => m.to.includes("admin@vitrine.test") && /Profile to review/.test(m.subject),
      );
    };
    const before = (await reviewMails()).length;
    const early = await save(client, talent.id, { submit: true });
    expect(early.status).toBe(400);
    expect(early.body.error?.message).toBe("category: Choose a category and sub-category before you submit");

    await save(client, talent.id, { category: "performing-arts", subcategory: "singer" });
    expect(await reviewMails()).toHaveLength(before);
    const submitted = await save(client, talent.id, { contact: { email: "", instagram: "" }, submit: true });
    expect(submitted.status).toBe(200);
    const mails = await reviewMails();
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.text).toContain("Lena Hartmann submitted their talent profile");
  });

  it("tells the talent by mail when the profile is approved or rejected", async () => {
    const { client, talent, email } = await talentWithProfile("decided@example.com");
    await save(client, talent.id, { category: "performing-arts", subcategory: "dancer", submit: true });

    await admin.client.post(`/api/admin/talents/${talent.id}/reject`, { reason: "Please add a photo." });
    const rejected = await smtp.waitFor(email, /needs changes/);
    expect(rejected.text).toContain("Our note: Please add a photo.");
    expect(rejected.links.some((l) => l.endsWith("/dashboard/profile"))).toBe(true);

    await admin.client.post(`/api/admin/talents/${talent.id}/approve`);
    const approved = await smtp.waitFor(email, /is live/);
    expect(approved.links).toContain(`${t.config.publicUrl}/talents/dancer/${talent.slug}`);
  });
});

async function talentWithProfileName(id: string): Promise<string | undefined> {
  const { findTalentById } = await import("#server/talent-records/talents.repository");
  return (await findTalentById(t.database.handle.db, id))?.name;
}
