import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import { countTalentsByStatus } from "#server/talent-records/talents.repository";
import type { AdminOverview } from "#shared/admin/admin-overview.schema";

/** Talents by status, accounts, messages (all and unread) and open reports, counted in the database. */
export async function readAdminOverview(db: Kysely<Database>): Promise<AdminOverview> {
  const [talents, users, messages, unread, inquiries, reported, openReports] = await Promise.all([
    countTalentsByStatus(db),
    db
      .selectFrom("user")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("contact_messages")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("contact_messages")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("is_read", "=", 0)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("inquiries")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("inquiries")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("reported_at", "is not", null)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("talent_reports")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("status", "=", "open")
      .executeTakeFirstOrThrow(),
  ]);
  return {
    talents: { ...talents, total: talents.approved + talents.pending + talents.rejected },
    users: { total: Number(users.count) },
    messages: { total: Number(messages.count), unread: Number(unread.count) },
    inquiries: { total: Number(inquiries.count), reported: Number(reported.count) },
    talentReports: { open: Number(openReports.count) },
  };
}
