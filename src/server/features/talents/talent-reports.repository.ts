import type { Kysely, Transaction } from "kysely";
import type { Database } from "#server/db/schema";
import type { TalentReportReason, TalentReportStatus } from "#shared/talents/talent-report.schema";

type Db = Kysely<Database> | Transaction<Database>;

export type TalentReportRow = {
  id: string;
  talent_id: string;
  reason: string;
  text: string;
  created_at: string;
  status: string;
};

export async function insertTalentReport(
  db: Db,
  report: { id: string; talentId: string; reason: TalentReportReason; text: string; createdAt: string },
): Promise<void> {
  await db
    .insertInto("talent_reports")
    .values({
      id: report.id,
      talent_id: report.talentId,
      reason: report.reason,
      text: report.text,
      created_at: report.createdAt,
      status: "open",
    })
    .execute();
}

/** Open reports, the newest first. */
export async function listOpenTalentReports(db: Db): Promise<TalentReportRow[]> {
  return db
    .selectFrom("talent_reports")
    .select(["id", "talent_id", "reason", "text", "created_at", "status"])
    .where("status", "=", "open")
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .execute();
}

export async function findTalentReport(db: Db, id: string): Promise<TalentReportRow | undefined> {
  return db
    .selectFrom("talent_reports")
    .select(["id", "talent_id", "reason", "text", "created_at", "status"])
    .where("id", "=", id)
    .executeTakeFirst();
}

/**
 * Closes open reports with what the admin did: the one report, or (`talentId`) every open report of
 * that profile. Returns how many it closed; 0 when another admin was first.
 */
export async function closeTalentReports(
  db: Db,
  where: { id: string } | { talentId: string },
  closing: { status: Exclude<TalentReportStatus, "open">; handledBy: string; handledAt: string },
): Promise<number> {
  const query = db
    .updateTable("talent_reports")
    .set({ status: closing.status, handled_by: closing.handledBy, handled_at: closing.handledAt })
    .where("status", "=", "open");
  const result = await ("id" in where
    ? query.where("id", "=", where.id)
    : query.where("talent_id", "=", where.talentId)
  ).executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export async function countOpenTalentReports(db: Db): Promise<number> {
  const row = await db
    .selectFrom("talent_reports")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("status", "=", "open")
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
