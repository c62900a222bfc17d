import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findTalentById } from "#server/talent-records/talents.repository";
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

/** A talent account with a submitted profile, pending review. */
async function submittedProfile(email: string) {
  const user = await signedInUser(t, email);
  const created = await user.client.post("/api/me/talent", {
    name: "Rita Review",
    bio: "The bio the admin reads.",
    category: "performing-arts",
    subcategory: "singer",
    submit: true,
  });
  expect(created.status).toBe(201);
  return { ...user, talent: ((await created.json()) as { talent: Talent }).talent };
}

const adminView = async (id: string) => {
  const talent = await findTalentById(t.database.handle.db, id);
  if (!talent) throw new Error("no such talent");
  return talent;
};
const decide = (id: string, action: "approve" | "reject", body: object) =>
  admin.client.post(`/api/admin/talents/${id}/${action}`, body);
const saveBio = (client: Awaited<ReturnType<typeof signedInUser>>["client"], id: string, bio: string) =>
  client.request(`/api/talents/${id}`, { method: "PATCH", json: { bio } });

describe("approving what was reviewed", () => {
  it("refuses with 409 when the talent saved between the admin's look and the click, and changes nothing", async () => {
    const { client, talent, email } = await submittedProfile("race-rita@example.com");
    const seen = await adminView(talent.id);
    expect((await saveBio(client, talent.id, "Unreviewed text")).status).toBe(200);

    const res = await decide(talent.id, "approve", { updatedAt: seen.updatedAt });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({
      error: { code: "CONFLICT", message: "This profile changed since you opened it" },
    });
    const now = await adminView(talent.id);
    expect(now.status).toBe("pending");
    expect(now.bio).toBe("Unreviewed text");
    expect(smtp.messages.filter((m) => m.to.includes(email) && /is live/.test(m.subject))).toEqual([]);

    // Reviewed again, the current version is approved.
    const approved = await decide(talent.id, "approve", { updatedAt: now.updatedAt });
    expect(approved.status).toBe(200);
    const body = (await approved.json()) as { status: string; updatedAt: string };
    expect(body.status).toBe("approved");
    expect(body.updatedAt > now.updatedAt).toBe(true);
    expect((await adminView(talent.id)).status).toBe("approved");
  });

  it("refuses a stale version on reject too, and acts on the current state when no version is sent", async () => {
    const { client, talent } = await submittedProfile("stale-steffi@example.com");
    const seen = await adminView(talent.id);
    await saveBio(client, talent.id, "Changed again");

    const stale = await decide(talent.id, "reject", { reason: "Too short.", updatedAt: seen.updatedAt });
    expect(stale.status).toBe(409);
    expect((await adminView(talent.id)).status).toBe("pending");
    expect((await adminView(talent.id)).rejectionReason).toBeNull();

    // A script sends no version: the decision applies to the profile as it is.
    expect((await decide(talent.id, "reject", { reason: "Too short." })).status).toBe(200);
    expect((await adminView(talent.id)).status).toBe("rejected");
    expect((await decide(talent.id, "approve", {})).status).toBe(200);
    expect((await adminView(talent.id)).status).toBe("approved");
  });

  it("never publishes text the admin did not see, however a save and the click interleave", async () => {
    for (let round = 0; round < 5; round++) {
      const { client, talent } = await submittedProfile(`interleave-${round}@example.com`);
      const seen = await adminView(talent.id);
      const [approve] = await Promise.all([
        decide(talent.id, "approve", { updatedAt: seen.updatedAt }),
        saveBio(client, talent.id, `Sneaked in ${round}`),
      ]);
      const final = await adminView(talent.id);
      // Either the approval came first (and the save sent the profile back to review), or it was refused.
      expect([200, 409]).toContain(approve.status);
      expect(final.bio).toBe(`Sneaked in ${round}`);
      expect(final.status).toBe("pending");
    }
  });

  it("refuses to approve a profile without a category and sub-category (it would have no address)", async () => {
    const user = await signedInUser(t, "unfinished-uwe@example.com");
    const created = await user.client.post("/api/me/talent", { name: "Unfinished Uwe" });
    const { talent } = (await created.json()) as { talent: Talent };
    const res = await decide(talent.id, "approve", {});
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toContain("no category and sub-category");
    expect((await adminView(talent.id)).status).toBe("pending");
  });

  it("validates the body", async () => {
    const talent = talentRecord({ status: "pending" });
    await insertTalents(t.database.handle.db, [talent]);
    expect((await decide(talent.id, "approve", { updatedAt: "yesterday" })).status).toBe(400);
    expect((await decide(talent.id, "reject", { reason: "x".repeat(2001) })).status).toBe(400);
    expect((await decide("no-such-talent", "approve", {})).status).toBe(404);
    expect((await adminView(talent.id)).status).toBe("pending");
  });
});

describe("the rejection note", () => {
  it("reaches the talent by mail and on their own profile, stays while it is reworked, and goes with approval", async () => {
    const { client, talent, email } = await submittedProfile("noted-nora@example.com");
    const seen = await adminView(talent.id);
    const reason = "Please add a photo where your face is visible.";
    expect((await decide(talent.id, "reject", { reason, updatedAt: seen.updatedAt })).status).toBe(200);

    const mail = await smtp.waitFor(email, /needs changes/);
    expect(mail.text).toContain(`Our note: ${reason}`);
    const own = async () =>
      ((await (await client.get("/api/me/talent")).json()) as { talent: Talent }).talent;
    expect(await own()).toMatchObject({ status: "rejected", rejectionReason: reason });

    // The talent reworks the profile: the note stays for the next review, until approval.
    await saveBio(client, talent.id, "Now with a photo.");
    expect(await own()).toMatchObject({ status: "pending", rejectionReason: reason });
    expect((await decide(talent.id, "approve", {})).status).toBe(200);
    expect(await own()).toMatchObject({ status: "approved", rejectionReason: null });

    // Never on the public profile.
    const publicProfile = await t.request(`/api/talents/by-slug/${talent.slug}`);
    expect(Object.keys((await publicProfile.json()).talent)).not.toContain("rejectionReason");
  });
});

describe("the decision's mail", () => {
  it("is written in the talent's language, its link to the profile in that language, whatever the admin's", async () => {
    const { client, talent, email } = await submittedProfile("german-greta@example.com");
    await client.request("/api/account/language", { method: "PUT", json: { language: "de" } });
    const seen = await adminView(talent.id);
    expect((await decide(talent.id, "approve", { updatedAt: seen.updatedAt })).status).toBe(200);

    const mail = await smtp.waitFor(email, /Vitrine-Profil ist online/);
    expect(mail.subject).toBe("Ihr Vitrine-Profil ist online");
    expect(mail.text).toContain("Hallo Rita Review,");
    expect(mail.links).toContain(`http://localhost:3000/de/talents/singer/${talent.slug}`);
  });
});

describe("when a profile first went public", () => {
  const firstApprovedAt = async (id: string) =>
    (
      await t.database.handle.db
        .selectFrom("talents")
        .select("first_approved_at")
        .where("id", "=", id)
        .executeTakeFirstOrThrow()
    ).first_approved_at;

  it("is stamped at the first approval and kept through later changes, take-downs and approvals", async () => {
    const { client, talent } = await submittedProfile("first-fiona@example.com");
    expect(await firstApprovedAt(talent.id)).toBeNull();
    expect((await decide(talent.id, "approve", {})).status).toBe(200);
    const first = await firstApprovedAt(talent.id);
    expect(first).toBe((await adminView(talent.id)).updatedAt);

    await saveBio(client, talent.id, "A change under review.");
    expect((await decide(talent.id, "approve", {})).status).toBe(200);
    expect((await decide(talent.id, "reject", { reason: "Off for now.", takeDown: true })).status).toBe(200);
    expect((await adminView(talent.id)).status).toBe("rejected");
    await saveBio(client, talent.id, "Back again.");
    expect((await decide(talent.id, "approve", {})).status).toBe(200);
    expect(await firstApprovedAt(talent.id)).toBe(first);
  });

  it("is the creation of a profile stored approved from the start", async () => {
    const [approved, pending] = await insertTalents(t.database.handle.db, [
      talentRecord(),
      talentRecord({ status: "pending" }),
    ]);
    expect(await firstApprovedAt(approved?.id ?? "")).toBe(approved?.updatedAt);
    expect(await firstApprovedAt(pending?.id ?? "")).toBeNull();
  });
});
