import type { ExpressionBuilder, Kysely } from "kysely";
import type { AdminOverview } from "#shared/admin/admin-overview.schema";
import { TALENT_STATUSES } from "#shared/talents/talent.schema";
import type { Database } from "../../db/schema.ts";

const countAll = (eb: ExpressionBuilder<Database, keyof Database>) =>
  eb.fn.countAll<number | string>().as("count");

/** Talents by status, accounts and messages (all and unread), counted in the database. */
export async function readAdminOverview(db: Kysely<Database>): Promise<AdminOverview> {
  const [byStatus, users, messages, unread] = await Promise.all([
    db.selectFrom("talents").select(["status", countAll]).groupBy("status").execute(),
    db.selectFrom("user").select(countAll).executeTakeFirstOrThrow(),
    db.selectFrom("contact_messages").select(countAll).executeTakeFirstOrThrow(),
    db.selectFrom("contact_messages").select(countAll).where("is_read", "=", 0).executeTakeFirstOrThrow(),
  ]);
  const talents = { total: 0, approved: 0, pending: 0, rejected: 0 };
  for (const row of byStatus) {
    const count = Number(row.count);
    talents.total += count;
    if ((TALENT_STATUSES as readonly string[]).includes(row.status)) {
      talents[row.status as keyof typeof talents] += count;
    }
  }
  return {
    talents,
    users: { total: Number(users.count) },
    messages: { total: Number(messages.count), unread: Number(unread.count) },
  };
}
