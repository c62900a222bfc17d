import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Database } from "#server/db/schema";
import { syncPlanPrices } from "#server/features/billing/plan-prices.service";
import {
  insertInquiry,
  insertInquiryMessage,
  insertThreadToken,
} from "#server/features/inquiries/inquiries.repository";
import { hashThreadToken, newThreadToken } from "#server/features/inquiries/thread-token";
import {
  deleteTalent,
  findTalentById,
  insertTalent,
  type TalentWrite,
} from "#server/talent-records/talents.repository";
import type { Talent } from "#shared/talents/talent.schema";
import { type ApiClient, apiClient } from "./api-client.ts";
import { jpeg } from "./image-factory.ts";
import { insertTalents, talentRecord } from "./talent-factory.ts";
import type { TestApp } from "./test-app.ts";
import { quickSignedInUser } from "./test-users.ts";

/** Who sends a request, from nobody to an administrator. */
export const ACTORS = ["visitor", "unconfirmed", "confirmed", "otherOwner", "owner", "admin"] as const;
export type Actor = (typeof ACTORS)[number];
export type SignedInActor = Exclude<Actor, "visitor">;

export type TestUser = Awaited<ReturnType<typeof quickSignedInUser>>;

/** The request paths' placeholders, filled with the world's objects. */
export type WorldTargets = {
  /** The owner's profile, which every talent route acts on. */
  talentId: string;
  slug: string;
  galleryItemIds: string[];
  /** A contact message in the admins' inbox. */
  messageId: string;
  /** An inquiry to the owner's profile, reported to the admins. */
  inquiryId: string;
  /** The sender's private token for that inquiry (send it in the X-Thread-Token header). */
  threadToken: string;
};

/**
 * A small world for security tests: one signed-in user of each kind, the owner's approved profile
 * with a hero image and two gallery photos (the target of every talent route), another talent's
 * profile, and a contact message. `resetTargets` puts the profiles back after a case changed them.
 */
export async function buildSecurityWorld(t: TestApp) {
  const db = t.deps.database.db;
  // The plans are on offer, as after a start in test mode.
  await syncPlanPrices(db, t.deps.payments);
  let sequence = 0;

  async function newUser(kind: SignedInActor): Promise<TestUser> {
    sequence += 1;
    const email = `${kind.toLowerCase()}-${sequence}-${randomUUID().slice(0, 8)}@world.test`;
    const user = await quickSignedInUser(t, email, {
      role: kind === "admin" ? "admin" : "user",
      emailVerified: kind !== "unconfirmed",
    });
    if (kind === "owner" || kind === "otherOwner") {
      const talent = talentRecord({ name: `Profile of ${kind} ${sequence}`, userId: user.userId });
      await insertTalents(db, [talent]);
    }
    return user;
  }

  const users = {} as Record<SignedInActor, TestUser>;
  for (const kind of ["unconfirmed", "confirmed", "otherOwner", "owner", "admin"] as const) {
    users[kind] = await newUser(kind);
  }

  // The target profile gets real media, uploaded by the admin (whose saves keep it approved).
  const target = await db
    .selectFrom("talents")
    .select("id")
    .where("user_id", "=", users.owner.userId)
    .executeTakeFirstOrThrow();
  const upload = async (path: string, method: "PUT" | "POST", colour: string) => {
    const res = await users.admin.client.request(path, {
      method,
      body: new Uint8Array(await jpeg(64, 48, colour)),
      headers: { "content-type": "application/octet-stream" },
    });
    if (res.status >= 300) throw new Error(`world upload to ${path} failed with ${res.status}`);
  };
  await upload(`/api/talents/${target.id}/hero`, "PUT", "#336699");
  await upload(`/api/talents/${target.id}/gallery`, "POST", "#993366");
  await upload(`/api/talents/${target.id}/gallery`, "POST", "#669933");
  const stored = (await findTalentById(db, target.id)) as Talent;
  const targetRecord: TalentWrite = { ...stored, status: "approved" };
  const keptTalentIds = new Set((await db.selectFrom("talents").select("id").execute()).map((row) => row.id));

  const messageId = randomUUID();
  await db
    .insertInto("contact_messages")
    .values({
      id: messageId,
      name: "Mara Brand",
      email: "mara@brand.example",
      instagram: "mara.brand",
      company: "",
      phone: "",
      message: "A message for the inbox.",
      sender_ip: "10.9.9.9",
      created_at: new Date().toISOString(),
    })
    .execute();

  // An inquiry to the target profile, with its sender's link; put back with the profile (it goes with it).
  const inquiryId = randomUUID();
  // A visitor's open report of the target profile, for the admins' report actions.
  const talentReportId = randomUUID();
  const threadToken = newThreadToken();
  const insertWorldInquiry = async (trx: Transaction<Database>) => {
    const at = new Date().toISOString();
    await insertInquiry(trx, {
      id: inquiryId,
      talent_id: stored.id,
      sender_name: "Nora Agency",
      sender_email: "nora@agency.example",
      sender_key: "nora@agency.example",
      sender_ip: "10.9.9.8",
      job_kind: "PAY",
      date_from: "2027-03-01",
      date_to: null,
      location: "Berlin",
      budget_eur: 800,
      reported_at: at,
      report_reason: "Checked by the security tests",
      created_at: at,
      last_activity_at: at,
    });
    await insertInquiryMessage(trx, {
      id: randomUUID(),
      inquiry_id: inquiryId,
      author: "sender",
      body: "Would you be free for a shoot?",
      sender_ip: "10.9.9.8",
      created_at: at,
    });
    await trx
      .insertInto("talent_reports")
      .values({
        id: talentReportId,
        talent_id: stored.id,
        reason: "scam",
        text: "",
        created_at: at,
        status: "open",
      })
      .execute();
    await insertThreadToken(trx, {
      hash: hashThreadToken(threadToken),
      inquiryId,
      createdAt: new Date(),
      expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
    });
  };
  await db.transaction().execute(insertWorldInquiry);

  const targets: WorldTargets = {
    talentId: stored.id,
    slug: stored.slug,
    galleryItemIds: stored.gallery.map((item) => item.id),
    messageId,
    inquiryId,
    threadToken,
  };

  return {
    t,
    users,
    targets,
    newUser,

    /** A client with the actor's session and an address of its own, so each case's cookies stay its own. */
    clientFor(actor: Actor, user?: TestUser): ApiClient {
      const client = apiClient(t);
      const source = user ?? (actor === "visitor" ? undefined : users[actor]);
      for (const [name, value] of source?.client.cookies ?? []) client.cookies.set(name, value);
      return client;
    },

    /** Puts the target profile back as it was built, and removes profiles that cases created. */
    async resetTargets(): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const all = await trx.selectFrom("talents").select("id").execute();
        for (const { id } of all)
          if (!keptTalentIds.has(id) || id === targetRecord.id) await deleteTalent(trx, id);
        await insertTalent(trx, targetRecord);
        await insertWorldInquiry(trx);
      });
    },

    /** "/talents/{id}/gallery/{itemId}" becomes "/api/talents/<target id>/gallery/<first item id>". */
    fillPath(template: string): string {
      const filled = template.replace(/\{(\w+)\}/g, (_, name: string) => {
        if (name === "id") {
          if (template.startsWith("/admin/messages/")) return messageId;
          if (template.startsWith("/me/inquiries/") || template.startsWith("/admin/inquiry-reports/")) {
            return inquiryId;
          }
          if (template.startsWith("/admin/talent-reports/")) return talentReportId;
          return targets.talentId;
        }
        if (name === "itemId") return targets.galleryItemIds[0] ?? "";
        if (name === "slug") return targets.slug;
        if (name === "talentId") return targets.talentId;
        // A shortlist's entry or link: the routes refuse a bad body before they look for either.
        if (name === "entryId" || name === "shareId") return `no-such-${name}`;
        throw new Error(
          `No test value for {${name}} in ${template}: add one in tests/support/security-world.ts`,
        );
      });
      return `/api${filled}`;
    },
  };
}

export type SecurityWorld = Awaited<ReturnType<typeof buildSecurityWorld>>;
