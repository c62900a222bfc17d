import { sql } from "kysely";
import type { Db } from "#server/db/schema";

/** The account as the sender of its inquiries: its name, address, company and language. */
export async function findSenderAccount(db: Db, userId: string) {
  return db
    .selectFrom("user")
    .select(["id", "name", "email", "companyName", "language"])
    .where("id", "=", userId)
    .executeTakeFirst();
}

export async function insertShortlistInquiry(
  db: Db,
  row: { shortlistId: string; inquiryId: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto("shortlist_inquiries")
    .values({ shortlist_id: row.shortlistId, inquiry_id: row.inquiryId, created_at: row.createdAt })
    .execute();
}

/** The talents that already have a thread started through this shortlist. */
export async function talentsAskedThroughShortlist(db: Db, shortlistId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom("shortlist_inquiries")
    .innerJoin("inquiries", "inquiries.id", "shortlist_inquiries.inquiry_id")
    .select("inquiries.talent_id")
    .where("shortlist_inquiries.shortlist_id", "=", shortlistId)
    .execute();
  return new Set(rows.map((row) => row.talent_id));
}

/**
 * The threads an account started through one of its shortlists, most recent activity first, with
 * the talent and how many of its messages the account has not opened.
 */
export async function listShortlistThreads(db: Db, shortlistId: string, senderUserId: string) {
  return db
    .selectFrom("shortlist_inquiries")
    .innerJoin("inquiries", "inquiries.id", "shortlist_inquiries.inquiry_id")
    .innerJoin("talents", "talents.id", "inquiries.talent_id")
    .select([
      "inquiries.id",
      "inquiries.talent_id",
      "inquiries.status",
      "inquiries.sender_key",
      "inquiries.last_activity_at",
      "talents.name as talent_name",
      "talents.slug as talent_slug",
      "talents.subcategory as talent_subcategory",
      "talents.status as talent_status",
      sql<
        number | string
      >`(select count(*) from inquiry_messages m where m.inquiry_id = inquiries.id and m.author = 'talent')`.as(
        "replies",
      ),
      sql<
        number | string
      >`(select count(*) from inquiry_messages m where m.inquiry_id = inquiries.id and m.author = 'talent' and (inquiries.sender_seen_at is null or m.created_at > inquiries.sender_seen_at))`.as(
        "unread_replies",
      ),
    ])
    .where("shortlist_inquiries.shortlist_id", "=", shortlistId)
    .where("inquiries.sender_user_id", "=", senderUserId)
    .orderBy("inquiries.last_activity_at", "desc")
    .orderBy("inquiries.id")
    .execute();
}

/** A thread the account sent from its workspace; another's answers undefined. */
export async function findSentInquiryId(db: Db, senderUserId: string, inquiryId: string) {
  const row = await db
    .selectFrom("inquiries")
    .select("id")
    .where("id", "=", inquiryId)
    .where("sender_user_id", "=", senderUserId)
    .executeTakeFirst();
  return row?.id;
}

export async function countTalentReplies(db: Db, inquiryId: string): Promise<number> {
  const row = await db
    .selectFrom("inquiry_messages")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("inquiry_id", "=", inquiryId)
    .where("author", "=", "talent")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function markSenderSeen(db: Db, inquiryId: string, at: string): Promise<void> {
  await db.updateTable("inquiries").set({ sender_seen_at: at }).where("id", "=", inquiryId).execute();
}
