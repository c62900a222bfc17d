import type { Kysely } from "kysely";
import { recordAdminAction } from "#server/audit/audit-log.repository";
import type { Actor } from "#server/auth/policy";
import type { Database } from "#server/db/schema";
import { AppError } from "#server/http/app-error";
import type { FeaturedTalent } from "#shared/admin/featured-talents.schema";
import { listFeaturedForAdmin, writeFeaturedOrder } from "./featured-order.repository.ts";

/**
 * Saves the whole featured order in one transaction, with its audit record. The ids must be exactly
 * the talents featured now: a list changed by someone else meanwhile answers 409 and changes nothing.
 */
export async function saveFeaturedOrder(
  db: Kysely<Database>,
  admin: Actor,
  ids: readonly string[],
): Promise<FeaturedTalent[]> {
  return db.transaction().execute(async (trx) => {
    const before = await listFeaturedForAdmin(trx);
    const current = new Set(before.map((t) => t.id));
    if (ids.length !== current.size || ids.some((id) => !current.has(id))) {
      throw new AppError("CONFLICT", "errors.featured.listChanged");
    }
    await writeFeaturedOrder(trx, ids);
    const byId = new Map(before.map((t) => [t.id, t]));
    const label = (t: FeaturedTalent | undefined) => (t ? `${t.name} (${t.id.slice(-6)})` : "");
    await recordAdminAction(trx, {
      actor: admin,
      action: "talents.reorder",
      recordType: "talent",
      recordId: null,
      recordLabel: "Featured talents",
      changes: { order: { from: before.map(label), to: ids.map((id) => label(byId.get(id))) } },
    });
    return ids.map((id, position) => ({ ...(byId.get(id) as FeaturedTalent), featuredOrder: position + 1 }));
  });
}
