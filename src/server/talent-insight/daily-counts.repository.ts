import { sql } from "kysely";
import type { Db } from "#server/db/schema";
import type { InsightKind } from "#shared/insight/insight.schema";
import { type DayCount, utcDay } from "#shared/insight/insight-days";

/**
 * Adds one to a profile's count of `kind` on `day`, atomically: the first of the day inserts the
 * row, every later one increments it, even when two requests arrive at once.
 */
export async function incrementDailyCount(
  db: Db,
  talentId: string,
  day: string,
  kind: InsightKind,
): Promise<void> {
  await db
    .insertInto("talent_daily_counts")
    .values({ talent_id: talentId, day, kind, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(["talent_id", "day", "kind"])
        .doUpdateSet({ count: sql<number>`talent_daily_counts.count + 1` }),
    )
    .execute();
}

/** Adds one to a profile's count of `kind` today (UTC), in the caller's transaction. */
export async function countToday(
  db: Db,
  talentId: string,
  kind: InsightKind,
  now = new Date(),
): Promise<void> {
  await incrementDailyCount(db, talentId, utcDay(now), kind);
}

/** A profile's counts from `firstDay` on (both `YYYY-MM-DD`). */
export async function listDailyCounts(db: Db, talentId: string, firstDay: string): Promise<DayCount[]> {
  const rows = await db
    .selectFrom("talent_daily_counts")
    .select(["day", "kind", "count"])
    .where("talent_id", "=", talentId)
    .where("day", ">=", firstDay)
    .orderBy("day")
    .execute();
  return rows.map((row) => ({ day: row.day, kind: row.kind, count: Number(row.count) }));
}

/** The public profile at an address, as much as counting needs: its id and its account. */
export async function findPublicProfileBySlug(
  db: Db,
  slug: string,
): Promise<{ id: string; userId: string | null } | undefined> {
  const row = await db
    .selectFrom("talents")
    .select(["id", "user_id"])
    .where("slug", "=", slug)
    .where("status", "=", "approved")
    .executeTakeFirst();
  return row ? { id: row.id, userId: row.user_id } : undefined;
}

/** The daily counts of the account's profile, for the account's data export (they are about it). */
export async function exportDailyCountsOf(db: Db, userId: string): Promise<DayCount[]> {
  const rows = await db
    .selectFrom("talent_daily_counts")
    .innerJoin("talents", "talents.id", "talent_daily_counts.talent_id")
    .select(["talent_daily_counts.day", "talent_daily_counts.kind", "talent_daily_counts.count"])
    .where("talents.user_id", "=", userId)
    .orderBy("talent_daily_counts.day")
    .orderBy("talent_daily_counts.kind")
    .execute();
  return rows.map((row) => ({ day: row.day, kind: row.kind, count: Number(row.count) }));
}
