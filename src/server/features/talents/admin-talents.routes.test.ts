import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditPage } from "#shared/audit/audit.schema";
import type {
  AdminTalentList,
  AdminTalentReview,
  LinkableAccount,
} from "#shared/talents/admin-talents.schema";
import type { Talent } from "#shared/talents/talent.schema";
import { jpeg } from "#tests/support/image-factory";
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

const db = () => t.database.handle.db;
const getJson = async <T>(path: string) => {
  const res = await admin.client.get(path);
  expect(res.status, path).toBe(200);
  return (await res.json()) as T;
};
const auditOf = (id: string) => getJson<AuditPage>(`/api/admin/audit?recordType=talent&recordId=${id}`);
const patch = (id: string, body: object) =>
  admin.client.request(`/api/talents/${id}`, { method: "PATCH", json: body });

describe("the admin's talent tables", () => {
  it("lists one status newest first, paged on the server, with every tab's count", async () => {
    const pending = Array.from({ length: 23 }, (_, i) =>
      talentRecord({ name: `Queue ${String(i).padStart(2, "0")}`, status: "pending", location: "Queue" }),
    );
    await insertTalents(db(), [
      ...pending,
      talentRecord({ name: "Shown Sam", status: "approved" }),
      talentRecord({ name: "Refused Rita", status: "rejected" }),
    ]);
    const first = await getJson<AdminTalentList>("/api/admin/talents?status=pending");
    expect(first.counts).toMatchObject({ pending: 23, approved: 1, rejected: 1 });
    expect(first.total).toBe(23);
    expect(first.pageSize).toBe(20);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]?.name).toBe("Queue 22");
    expect(first.items.every((r) => r.status === "pending")).toBe(true);
    const second = await getJson<AdminTalentList>("/api/admin/talents?status=pending&page=2");
    expect(second.items.map((r) => r.name)).toEqual(["Queue 02", "Queue 01", "Queue 00"]);

    const rejected = await getJson<AdminTalentList>("/api/admin/talents?status=rejected");
    expect(rejected.items.map((r) => r.name)).toEqual(["Refused Rita"]);
    expect(rejected.items[0]).not.toHaveProperty("bio");
    expect((await admin.client.get("/api/admin/talents?status=deleted")).status).toBe(400);
  });

  it("walks the pending queue: its place, and the next profile, wrapping to the newest", async () => {
    const list = await getJson<AdminTalentList>("/api/admin/talents?status=pending&page=2");
    const oldest = list.items.at(-1) as { id: string };
    const review = await getJson<AdminTalentReview>(`/api/admin/talents/${oldest.id}/review`);
    expect(review.talent.name).toBe("Queue 00");
    expect(review.queue).toMatchObject({ position: 23, total: 23 });
    const newest = await getJson<AdminTalentList>("/api/admin/talents?status=pending");
    expect(review.queue.nextId).toBe(newest.items[0]?.id);
    const top = await getJson<AdminTalentReview>(`/api/admin/talents/${newest.items[0]?.id}/review`);
    expect(top.queue).toMatchObject({ position: 1, nextId: newest.items[1]?.id });
    await db().deleteFrom("talents").where("location", "=", "Queue").execute();
  });
});

describe("creating a talent in the admin editor", () => {
  it("starts pending and unlinked, joined today, and the audit trail records it", async () => {
    const res = await admin.client.post("/api/admin/talents", { name: "Editor Eva", age: 31 });
    expect(res.status).toBe(201);
    const { talent } = (await res.json()) as { talent: Talent };
    expect(talent).toMatchObject({ name: "Editor Eva", age: 31, status: "pending", userId: null });
    expect(talent.joined).toBe(new Date().toISOString().slice(0, 10));
    const audit = await auditOf(talent.id);
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({
      action: "talent.create",
      actorEmail: "admin@vitrine.test",
      actorId: admin.userId,
      recordLabel: "Editor Eva",
      recordId: talent.id,
    });
    expect(audit.items[0]?.changes.name).toEqual({ from: null, to: "Editor Eva" });
    // Only what was filled in: no empty lists, texts or flags.
    expect(Object.keys(audit.items[0]?.changes ?? {}).sort()).toEqual(["age", "name", "status"]);
  });

  it("needs a name and links only an existing account without a profile", async () => {
    expect((await admin.client.post("/api/admin/talents", { name: " " })).status).toBe(400);
    const free = await signedInUser(t, "free@example.com");
    const taken = await signedInUser(t, "taken@example.com");
    await insertTalents(db(), [talentRecord({ name: "Taken Tom", userId: taken.userId })]);

    const accounts = await getJson<{ accounts: LinkableAccount[] }>("/api/admin/linkable-accounts?q=EXAMPLE");
    expect(accounts.accounts.map((a) => a.email)).toContain("free@example.com");
    expect(accounts.accounts.map((a) => a.email)).not.toContain("taken@example.com");
    const one = await getJson<{ accounts: LinkableAccount[] }>("/api/admin/linkable-accounts?q=fre");
    expect(one.accounts.map((a) => a.email)).toEqual(["free@example.com"]);

    const clash = await admin.client.post("/api/admin/talents", {
      name: "Two Profiles",
      userId: taken.userId,
    });
    expect(clash.status).toBe(409);
    expect(
      (await admin.client.post("/api/admin/talents", { name: "Ghost", userId: "no-such-user" })).status,
    ).toBe(400);
    const linked = await admin.client.post("/api/admin/talents", {
      name: "Linked Lou",
      userId: free.userId,
      status: "approved",
    });
    expect(linked.status).toBe(201);
    const created = ((await linked.json()) as { talent: Talent }).talent;
    expect(created).toMatchObject({ userId: free.userId, status: "approved" });
    const read = await getJson<{ linkedAccount: LinkableAccount | null }>(`/api/admin/talents/${created.id}`);
    expect(read.linkedAccount).toEqual({ id: free.userId, email: "free@example.com", name: "free" });
  });
});

describe("an administrator's edits", () => {
  it("keep the status the admin chose and the joined date, and record the changed fields", async () => {
    const [record] = await insertTalents(db(), [
      talentRecord({ name: "Edit Emil", status: "pending", joined: "2025-03-04" }),
    ]);
    const id = record?.id ?? "";
    const saved = await patch(id, {
      location: "Berlin",
      status: "approved",
      badges: ["verified"],
      updatedAt: record?.updatedAt,
    });
    expect(saved.status).toBe(200);
    const { talent } = (await saved.json()) as { talent: Talent };
    expect(talent).toMatchObject({ status: "approved", location: "Berlin", joined: "2025-03-04" });
    expect((await patch(id, { bio: "Still approved." })).status).toBe(200);
    expect((await getJson<{ talent: Talent }>(`/api/admin/talents/${id}`)).talent.status).toBe("approved");

    const audit = await auditOf(id);
    expect(audit.items.map((e) => e.action)).toEqual(["talent.edit", "talent.edit"]);
    expect(audit.items[1]?.changes).toEqual({
      location: { from: "Munich", to: "Berlin" },
      status: { from: "pending", to: "approved" },
      badges: { from: [], to: ["verified"] },
    });
    // A save that changes nothing leaves no entry.
    expect((await patch(id, { bio: "Still approved." })).status).toBe(200);
    expect((await auditOf(id)).total).toBe(2);
  });

  it("leave no audit entry when the save fails (the record shares the change's transaction)", async () => {
    const owner = await signedInUser(t, "owner-of-one@example.com");
    const [a, b] = await insertTalents(db(), [
      talentRecord({ name: "Has Owner", userId: owner.userId }),
      talentRecord({ name: "Wants Owner" }),
    ]);
    const res = await patch(b?.id ?? "", { name: "Renamed", userId: owner.userId });
    expect(res.status).toBe(409);
    expect((await auditOf(b?.id ?? "")).total).toBe(0);
    expect((await getJson<{ talent: Talent }>(`/api/admin/talents/${b?.id}`)).talent.name).toBe(
      "Wants Owner",
    );
    expect(a).toBeDefined();
  });

  it("give a talent without an account a hero image, recorded as an edit", async () => {
    const [record] = await insertTalents(db(), [talentRecord({ name: "No Account Nina", userId: null })]);
    const res = await admin.client.request(`/api/talents/${record?.id}/hero`, {
      method: "PUT",
      body: new Uint8Array(await jpeg(300, 400, "#335577")),
      headers: { "content-type": "application/octet-stream" },
    });
    expect(res.status).toBe(200);
    const { talent } = (await res.json()) as { talent: Talent };
    expect(talent.image).not.toBeNull();
    expect(talent.status).toBe("approved");
    const [entry] = (await auditOf(talent.id)).items;
    expect(entry?.action).toBe("talent.edit");
    expect(entry?.changes.image).toEqual({ from: null, to: talent.image?.id });
  });
});

describe("approving and rejecting", () => {
  async function pendingTalentOf(email: string) {
    const owner = await signedInUser(t, email);
    const [record] = await insertTalents(db(), [
      talentRecord({ name: `Pending ${email}`, userId: owner.userId, status: "pending" }),
    ]);
    return getJson<{ talent: Talent }>(`/api/admin/talents/${record?.id}`).then((r) => r.talent);
  }

  it("refuses a decision on a version the admin did not see, then decides on the one they did", async () => {
    const talent = await pendingTalentOf("stale@example.com");
    const stale = await admin.client.post(`/api/admin/talents/${talent.id}/approve`, {
      updatedAt: "2020-01-01T00:00:00.000Z",
    });
    expect(stale.status).toBe(409);
    expect(((await stale.json()) as { error: { message: string } }).error.message).toBe(
      "This profile changed since you opened it",
    );
    const fresh = await admin.client.post(`/api/admin/talents/${talent.id}/approve`, {
      updatedAt: talent.updatedAt,
    });
    expect(fresh.status).toBe(200);
    const body = (await fresh.json()) as { status: string; updatedAt: string };
    expect(body.status).toBe("approved");
    expect(body.updatedAt > talent.updatedAt).toBe(true);
    const [entry] = (await auditOf(talent.id)).items;
    expect(entry).toMatchObject({
      action: "talent.approve",
      changes: { status: { from: "pending", to: "approved" } },
    });
    expect((await auditOf(talent.id)).total).toBe(1);
  });

  it("sends the rejection reason to the talent and keeps it in the audit trail", async () => {
    const talent = await pendingTalentOf("reason@example.com");
    const res = await admin.client.post(`/api/admin/talents/${talent.id}/reject`, {
      reason: "Please add a clearer portrait.",
      updatedAt: talent.updatedAt,
    });
    expect(res.status).toBe(200);
    const mail = await smtp.waitFor("reason@example.com", /needs changes/);
    expect(mail.text).toContain("Please add a clearer portrait.");
    const [entry] = (await auditOf(talent.id)).items;
    expect(entry).toMatchObject({
      action: "talent.reject",
      changes: { reason: "Please add a clearer portrait." },
    });
    // A script that sends no version decides on the current state.
    expect((await admin.client.post(`/api/admin/talents/${talent.id}/approve`, {})).status).toBe(200);
  });
});

describe("an administrator's save that makes a profile public", () => {
  /** A talent's submitted profile; with `live`, approved first, so the talent's save is a change to a live profile. */
  async function submitted(email: string, name: string, live: boolean) {
    const owner = await signedInUser(t, email);
    const created = await owner.client.post("/api/me/talent", {
      name,
      bio: "The reviewed bio.",
      category: "performing-arts",
      subcategory: "singer",
      submit: true,
    });
    const { talent } = (await created.json()) as { talent: Talent };
    if (live)
      expect((await admin.client.post(`/api/admin/talents/${talent.id}/approve`, {})).status).toBe(200);
    return { owner, talent };
  }

  it("answers 409 when the owner saved after the admin opened the editor, publishing nothing; the current version goes through, audited", async () => {
    for (const live of [false, true]) {
      const { owner, talent } = await submitted(
        `editor-race-${live}@example.com`,
        live ? "Live Lotte" : "New Nele",
        live,
      );
      // The admin opens the editor: the version on screen.
      const opened = (await getJson<{ talent: Talent }>(`/api/admin/talents/${talent.id}`)).talent;
      // The owner saves meanwhile.
      const ownerSave = await owner.client.request(`/api/talents/${talent.id}`, {
        method: "PATCH",
        json: { bio: "Unreviewed text." },
      });
      expect(ownerSave.status).toBe(200);
      const entriesBefore = (await auditOf(talent.id)).total;

      // The Admin step sends the status with the version it showed.
      const stale = await patch(talent.id, {
        status: "approved",
        featured: true,
        updatedAt: opened.updatedAt,
      });
      expect(stale.status).toBe(409);
      expect((await stale.json()).error).toMatchObject({
        code: "CONFLICT",
        message: "This profile changed since you opened it",
      });
      const publicPage = await t.request(`/api/talents/by-slug/${talent.slug}`);
      if (live)
        expect((await publicPage.json()).talent).toMatchObject({ bio: "The reviewed bio.", featured: false });
      else expect(publicPage.status).toBe(404);
      const now = (await getJson<{ talent: Talent }>(`/api/admin/talents/${talent.id}`)).talent;
      expect(now).toMatchObject({ status: "pending", bio: "Unreviewed text.", featured: false });
      expect((await auditOf(talent.id)).total).toBe(entriesBefore);

      // Sending no version at all cannot publish either.
      const unversioned = await patch(talent.id, { status: "approved" });
      expect(unversioned.status).toBe(400);
      expect((await unversioned.json()).error.message).toContain("updatedAt");

      // Reviewed again, the current version goes public and the audit trail has it.
      const ok = await patch(talent.id, { status: "approved", updatedAt: now.updatedAt });
      expect(ok.status).toBe(200);
      const shown = await t.request(`/api/talents/by-slug/${talent.slug}`);
      expect((await shown.json()).talent).toMatchObject({ bio: "Unreviewed text.", status: "approved" });
      const [entry] = (await auditOf(talent.id)).items;
      expect(entry).toMatchObject({
        action: "talent.edit",
        changes: { status: { from: "pending", to: "approved" } },
      });
    }
  });

  it("lets a save with the version on screen keep a live profile's status without a version check", async () => {
    const { talent } = await submitted("editor-keeps@example.com", "Kept Klara", true);
    expect((await patch(talent.id, { status: "approved", isTopTalent: true })).status).toBe(200);
    const shown = await t.request(`/api/talents/by-slug/${talent.slug}`);
    expect((await shown.json()).talent.isTopTalent).toBe(true);
  });
});

describe("deleting a talent", () => {
  it("removes its files and records the deletion", async () => {
    const [record] = await insertTalents(db(), [talentRecord({ name: "Gone Greta" })]);
    const id = record?.id ?? "";
    const hero = await admin.client.request(`/api/talents/${id}/hero`, {
      method: "PUT",
      body: new Uint8Array(await jpeg(300, 400, "#775533")),
      headers: { "content-type": "application/octet-stream" },
    });
    const url = ((await hero.json()) as { talent: Talent }).talent.image?.variants[0]?.url ?? "";
    expect((await t.request(url)).status).toBe(200);

    expect(
      (await admin.client.request(`/api/admin/talents/${id}`, { method: "DELETE", json: {} })).status,
    ).toBe(204);
    expect((await t.request(url)).status).toBe(404);
    expect((await admin.client.get(`/api/admin/talents/${id}`)).status).toBe(404);
    const entries = (await auditOf(id)).items.map((e) => e.action);
    expect(entries).toEqual(["talent.delete", "talent.edit"]);
  });
});

describe("deleting a talent whose profile is linked to an account", () => {
  it("mails the talent with the reason and tells them on the dashboard until they create a new profile", async () => {
    const owner = await signedInUser(t, "removed-rosa@example.com");
    const created = await owner.client.post("/api/me/talent", { name: "Removed Rosa", bio: "Hello." });
    const { talent } = (await created.json()) as { talent: Talent };
    const reason = "This profile copied another talent's photos.";
    const res = await admin.client.request(`/api/admin/talents/${talent.id}`, {
      method: "DELETE",
      json: { reason },
    });
    expect(res.status).toBe(204);

    const mail = await smtp.waitFor(owner.email, /Your Vitrine profile was removed/);
    expect(mail.text).toContain("An administrator removed your profile from Vitrine");
    expect(mail.text).toContain(`Our note: ${reason}`);
    expect(mail.text).toContain("you can create a new profile from your dashboard");
    const own = await (await owner.client.get("/api/me/talent")).json();
    expect(own).toMatchObject({ talent: null, removal: { name: "Removed Rosa", reason } });
    expect((await auditOf(talent.id)).items[0]?.changes).toMatchObject({ reason });

    // The talent starts again: the notice has been read.
    expect((await owner.client.post("/api/me/talent", { name: "Rosa Again" })).status).toBe(201);
    expect((await (await owner.client.get("/api/me/talent")).json()).removal).toBeNull();
  });

  it("says so without a reason when none is given, and mails no one for a profile without an account", async () => {
    const owner = await signedInUser(t, "removed-rudi@example.com");
    const { talent } = (await (
      await owner.client.post("/api/me/talent", { name: "Removed Rudi" })
    ).json()) as {
      talent: Talent;
    };
    expect(
      (await admin.client.request(`/api/admin/talents/${talent.id}`, { method: "DELETE", json: {} })).status,
    ).toBe(204);
    const mail = await smtp.waitFor(owner.email, /Your Vitrine profile was removed/);
    expect(mail.text).not.toContain("Our note");
    expect((await (await owner.client.get("/api/me/talent")).json()).removal).toMatchObject({
      name: "Removed Rudi",
      reason: null,
    });

    const [record] = await insertTalents(db(), [talentRecord({ name: "Nobody's Nora" })]);
    await t.deps.mail.settled();
    const before = smtp.messages.length;
    expect(
      (await admin.client.request(`/api/admin/talents/${record?.id}`, { method: "DELETE", json: {} })).status,
    ).toBe(204);
    await t.deps.mail.settled();
    expect(smtp.messages.length).toBe(before);
  });

  it("refuses a body that is not the documented one", async () => {
    const [record] = await insertTalents(db(), [talentRecord({ name: "Kept Kai" })]);
    const res = await admin.client.request(`/api/admin/talents/${record?.id}`, {
      method: "DELETE",
      json: { reason: "x".repeat(2001) },
    });
    expect(res.status).toBe(400);
    expect((await admin.client.get(`/api/admin/talents/${record?.id}`)).status).toBe(200);
  });
});

describe("the dashboard's counts and audit trail", () => {
  it("counts talents by status, accounts and messages, and lists the newest actions first", async () => {
    const overview = await getJson<{
      talents: { total: number; approved: number; pending: number; rejected: number };
      users: { total: number };
      messages: { total: number; unread: number };
    }>("/api/admin/overview");
    const counted = await db().selectFrom("talents").select(["status"]).execute();
    expect(overview.talents.total).toBe(counted.length);
    expect(overview.talents.pending).toBe(counted.filter((r) => r.status === "pending").length);
    expect(overview.users.total).toBeGreaterThanOrEqual(6);
    expect(overview.messages).toEqual({ total: 0, unread: 0 });

    const latest = await getJson<AuditPage>("/api/admin/audit?pageSize=3");
    expect(latest.items).toHaveLength(3);
    expect(latest.items[0]?.action).toBe("talent.delete");
    expect(latest.total).toBeGreaterThan(3);
  });
});
