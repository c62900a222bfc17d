import { sql, type Transaction } from "kysely";
import type { Database, Db } from "#server/db/schema";
import { talentFromRow } from "#server/talent-records/talent-record";
import { type FeaturedTalent, FeaturedTalentSchema } from "#shared/admin/featured-talents.schema";
import { FEATURED_ORDER_MISSING } from "#shared/talents/talent-ordering";

/**
 * Every featured talent, in any status, by featured order (a missing order counts as 999), newest
 * first among equals: the same order the home carousel uses for the approved ones.
 */
export async function listFeaturedForAdmin(db: Db): Promise<FeaturedTalent[]> {
  const rows = await db
    .selectFrom("talents")
    .selectAll()
    .where("featured", "=", 1)
    .orderBy(sql`coalesce(featured_order, ${sql.lit(FEATURED_ORDER_MISSING)})`)
    .orderBy("created_at", "desc")
    .orderBy("id", "asc")
    .execute();
  return rows.map((row) => FeaturedTalentSchema.parse(talentFromRow(row, [], [])));
}

/** Gives each talent its place: featured_order = position + 1. */
export async function writeFeaturedOrder(trx: Transaction<Database>, ids: readonly string[]): Promise<void> {
  for (const [position, id] of ids.entries()) {
    await trx
      .updateTable("talents")
      .set({ featured_order: position + 1 })
      .where("id", "=", id)
      .execute();
  }
}
