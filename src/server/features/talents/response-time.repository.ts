import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import type { ResponseTime } from "#shared/talents/talent.schema";
import { type AnsweredInquiry, RESPONSE_TIME_RULE, responseTimeBadge } from "./response-time.ts";

/**
 * The inquiries a talent received since `since`, each with its first message and the talent's first
 * reply (ISO times, which compare as text on both databases).
 */
async function inquiriesSince(
  db: Kysely<Database>,
  talentId: string,
  since: string,
): Promise<AnsweredInquiry[]> {
  const rows = await db
    .selectFrom("inquiries as i")
    .select((eb) => [
      "i.created_at",
      eb
        .selectFrom("inquiry_messages as m")
        .select((m) => m.fn.min("m.created_at").as("at"))
        .whereRef("m.inquiry_id", "=", "i.id")
        .as("first_message_at"),
      eb
        .selectFrom("inquiry_messages as m")
        .select((m) => m.fn.min("m.created_at").as("at"))
        .whereRef("m.inquiry_id", "=", "i.id")
        .where("m.author", "=", "talent")
        .as("first_reply_at"),
    ])
    .where("i.talent_id", "=", talentId)
    .where("i.created_at", ">=", since)
    .execute();
  return rows.map((row) => ({
    firstMessageAt: row.first_message_at ?? row.created_at,
    firstReplyAt: row.first_reply_at ?? null,
  }));
}

/** The talent's response-time badge now (see responseTimeBadge), from the last 90 days' inquiries. */
export async function findResponseTime(
  db: Kysely<Database>,
  talentId: string,
  now = new Date(),
): Promise<ResponseTime | null> {
  const since = new Date(now.getTime() - RESPONSE_TIME_RULE.windowDays * 24 * 60 * 60 * 1000).toISOString();
  return responseTimeBadge(await inquiriesSince(db, talentId, since));
}
