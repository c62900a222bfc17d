import { type Insertable, type Selectable, sql } from "kysely";
import type { Db, InquiriesTable, InquiryMessagesTable } from "#server/db/schema";
import {
  INQUIRY_STATUSES,
  type InquiryFolder,
  type InquiryMessage,
  type InquiryStatus,
  type InquirySummary,
  type JobKind,
} from "#shared/inquiries/inquiry.schema";

export type InquiryRow = Selectable<InquiriesTable>;

/** The platform-wide scope of a block. */
const EVERYWHERE = "*";
const SNIPPET_LENGTH = 140;

const count = sql<number | string>`count(*)`.as("count");

/** What an inquiry needs to know about the talent it is sent to. */
export async function findInquiryTarget(db: Db, talentId: string) {
  return db
    .selectFrom("talents")
    .leftJoin("user", "user.id", "talents.user_id")
    .select([
      "talents.id",
      "talents.name",
      "talents.slug",
      "talents.subcategory",
      "talents.status",
      "talents.user_id",
      "talents.inquiries_enabled",
      "user.email as owner_email",
      "user.language as owner_language",
    ])
    .where("talents.id", "=", talentId)
    .executeTakeFirst();
}
export type InquiryTarget = NonNullable<Awaited<ReturnType<typeof findInquiryTarget>>>;

/** The profile an account manages, with its inquiry switch. */
export async function findOwnTalent(db: Db, userId: string) {
  return db
    .selectFrom("talents")
    .select(["id", "name", "slug", "status", "inquiries_enabled"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
}

/** The kinds of job a talent takes (its payment options). */
export async function talentJobKinds(db: Db, talentId: string): Promise<string[]> {
  const rows = await db
    .selectFrom("talent_payment_options")
    .select("option")
    .where("talent_id", "=", talentId)
    .execute();
  return rows.map((row) => row.option);
}

export async function setInquiriesEnabled(db: Db, talentId: string, enabled: boolean): Promise<void> {
  await db
    .updateTable("talents")
    .set({ inquiries_enabled: enabled ? 1 : 0 })
    .where("id", "=", talentId)
    .execute();
}

export async function insertInquiry(db: Db, row: Insertable<InquiriesTable>): Promise<void> {
  await db.insertInto("inquiries").values(row).execute();
}

export async function insertInquiryMessage(db: Db, row: Insertable<InquiryMessagesTable>): Promise<void> {
  await db.insertInto("inquiry_messages").values(row).execute();
}

export async function insertThreadToken(
  db: Db,
  token: { hash: string; inquiryId: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insertInto("inquiry_tokens")
    .values({
      token_hash: token.hash,
      inquiry_id: token.inquiryId,
      created_at: token.createdAt.toISOString(),
      expires_at: token.expiresAt.toISOString(),
    })
    .execute();
}

export async function findThreadToken(db: Db, hash: string) {
  return db.selectFrom("inquiry_tokens").selectAll().where("token_hash", "=", hash).executeTakeFirst();
}

/** Whether a sender is blocked for this talent or everywhere. */
export async function isSenderBlocked(db: Db, talentId: string, key: string): Promise<boolean> {
  const row = await db
    .selectFrom("inquiry_blocks")
    .select("id")
    .where("sender_key", "=", key)
    .where("scope", "in", [talentId, EVERYWHERE])
    .executeTakeFirst();
  return row !== undefined;
}

/** Blocks a sender for a talent, or everywhere (`talentId` null); blocking twice changes nothing. */
export async function insertBlock(
  db: Db,
  block: { id: string; talentId: string | null; key: string; createdBy: string; createdAt: string },
): Promise<boolean> {
  const result = await db
    .insertInto("inquiry_blocks")
    .values({
      id: block.id,
      scope: block.talentId ?? EVERYWHERE,
      talent_id: block.talentId,
      sender_key: block.key,
      created_by: block.createdBy,
      created_at: block.createdAt,
    })
    .onConflict((oc) => oc.columns(["scope", "sender_key"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteTalentBlock(db: Db, talentId: string, key: string): Promise<void> {
  await db.deleteFrom("inquiry_blocks").where("scope", "=", talentId).where("sender_key", "=", key).execute();
}

export async function deletePlatformBlock(db: Db, key: string): Promise<boolean> {
  const result = await db
    .deleteFrom("inquiry_blocks")
    .where("scope", "=", EVERYWHERE)
    .where("sender_key", "=", key)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function platformBlockedKeys(db: Db, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = await db
    .selectFrom("inquiry_blocks")
    .select("sender_key")
    .where("scope", "=", EVERYWHERE)
    .where("sender_key", "in", keys)
    .execute();
  return new Set(rows.map((row) => row.sender_key));
}

const statusOf = (value: string): InquiryStatus =>
  (INQUIRY_STATUSES as readonly string[]).includes(value) ? (value as InquiryStatus) : "open";

const snippetOf = (body: string | null) => {
  const flat = (body ?? "").replace(/\s+/g, " ").trim();
  return flat.length > SNIPPET_LENGTH ? `${flat.slice(0, SNIPPET_LENGTH - 1)}…` : flat;
};

export function toSummary(row: InquiryRow & { last_body: string | null }): InquirySummary {
  return {
    id: row.id,
    senderName: row.sender_name,
    senderCompany: row.sender_company,
    kind: row.job_kind as JobKind,
    dateFrom: row.date_from,
    dateTo: row.date_to,
    location: row.location,
    budget: row.budget_eur,
    status: statusOf(row.status),
    unread: row.unread_by_talent === 1,
    reported: row.reported_at !== null,
    snippet: snippetOf(row.last_body),
    createdAt: row.created_at,
    lastActivityAt: row.last_activity_at,
  };
}

const FOLDER_STATUS: Record<InquiryFolder, InquiryStatus> = {
  inbox: "open",
  archived: "archived",
  spam: "spam",
};

function withLastBody(db: Db) {
  return db
    .selectFrom("inquiries")
    .selectAll("inquiries")
    .select((eb) =>
      eb
        .selectFrom("inquiry_messages")
        .select("inquiry_messages.body")
        .whereRef("inquiry_messages.inquiry_id", "=", "inquiries.id")
        .orderBy("inquiry_messages.created_at", "desc")
        .orderBy("inquiry_messages.id", "desc")
        .limit(1)
        .as("last_body"),
    );
}

/** One folder of a talent's inquiries, the most recently active first (at most `limit`). */
export async function listTalentInquiries(
  db: Db,
  talentId: string,
  folder: InquiryFolder,
  limit = 200,
): Promise<InquirySummary[]> {
  const rows = await withLastBody(db)
    .where("inquiries.talent_id", "=", talentId)
    .where("inquiries.status", "=", FOLDER_STATUS[folder])
    .orderBy("inquiries.last_activity_at", "desc")
    .orderBy("inquiries.id", "desc")
    .limit(limit)
    .execute();
  return rows.map(toSummary);
}

/** Threads in the talent's inbox with something they have not read. */
export async function countUnread(db: Db, talentId: string): Promise<number> {
  const row = await db
    .selectFrom("inquiries")
    .select(count)
    .where("talent_id", "=", talentId)
    .where("status", "=", "open")
    .where("unread_by_talent", "=", 1)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function findInquiry(db: Db, id: string) {
  return withLastBody(db).where("inquiries.id", "=", id).executeTakeFirst();
}

export async function listMessages(db: Db, inquiryId: string): Promise<InquiryMessage[]> {
  const rows = await db
    .selectFrom("inquiry_messages")
    .select(["id", "author", "body", "created_at"])
    .where("inquiry_id", "=", inquiryId)
    .orderBy("created_at", "asc")
    .orderBy("id", "asc")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    author: row.author === "talent" ? "talent" : "sender",
    body: row.body,
    createdAt: row.created_at,
  }));
}

/** Stores what a new message or a change of state does to a thread. */
export async function updateInquiry(
  db: Db,
  id: string,
  changes: Partial<
    Pick<InquiryRow, "status" | "unread_by_talent" | "reported_at" | "report_reason" | "last_activity_at">
  >,
): Promise<void> {
  await db.updateTable("inquiries").set(changes).where("id", "=", id).execute();
}

/** Reported threads (or the one with `id`), the newest report first, with the talent's name. */
export async function listReportedInquiries(db: Db, filter: { id?: string; limit?: number } = {}) {
  let query = withLastBody(db)
    .innerJoin("talents", "talents.id", "inquiries.talent_id")
    .select("talents.name as talent_name")
    .where("inquiries.reported_at", "is not", null);
  if (filter.id) query = query.where("inquiries.id", "=", filter.id);
  return query
    .orderBy("inquiries.reported_at", "desc")
    .orderBy("inquiries.id", "desc")
    .limit(filter.limit ?? 100)
    .execute();
}

/** Deletes threads (with their messages and links) whose last message is older than `before`. */
export async function deleteInquiriesInactiveSince(db: Db, before: string): Promise<number> {
  const result = await db.deleteFrom("inquiries").where("last_activity_at", "<", before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export async function deleteExpiredThreadTokens(db: Db, now: string): Promise<number> {
  const result = await db.deleteFrom("inquiry_tokens").where("expires_at", "<", now).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Every thread of the account's profile with its messages, and its blocked senders, for the data export. */
export async function exportInquiriesOf(db: Db, userId: string) {
  const talent = await findOwnTalent(db, userId);
  if (!talent) return { enabled: false, threads: [], blockedSenders: [] };
  return { enabled: talent.inquiries_enabled === 1, ...(await exportTalentInquiries(db, talent.id)) };
}

async function exportTalentInquiries(db: Db, talentId: string) {
  const inquiries = await db
    .selectFrom("inquiries")
    .select([
      "id",
      "sender_name",
      "sender_email",
      "sender_company",
      "job_kind",
      "date_from",
      "date_to",
      "location",
      "budget_eur",
      "status",
      "reported_at",
      "report_reason",
      "created_at",
      "last_activity_at",
    ])
    .where("talent_id", "=", talentId)
    .orderBy("created_at", "asc")
    .execute();
  const blocks = await db
    .selectFrom("inquiry_blocks")
    .select(["sender_key", "created_at"])
    .where("scope", "=", talentId)
    .execute();
  return {
    threads: await Promise.all(
      inquiries.map(async (inquiry) => ({ ...inquiry, messages: await listMessages(db, inquiry.id) })),
    ),
    blockedSenders: blocks.map((block) => ({ address: block.sender_key, blockedAt: block.created_at })),
  };
}
