import type { Kysely } from "kysely";
import type { Talent } from "#shared/talents/talent.schema";
import { recordAdminAction } from "../../audit/audit-log.repository.ts";
import type { Actor } from "../../auth/policy.ts";
import type { Database } from "../../db/schema.ts";
import { AppError } from "../../http/app-error.ts";
import { findTalentForUpdate, setTalentStatus } from "./talents.repository.ts";

export type Decision = { status: "approved" | "rejected"; reason?: string; updatedAt?: string };

/**
 * Approves or rejects a profile on the locked row. With `updatedAt` (the version the admin looked
 * at), a profile changed since answers 409 instead of deciding on something unseen.
 */
export async function decideTalent(
  db: Kysely<Database>,
  admin: Actor,
  talentId: string,
  decision: Decision,
): Promise<Talent> {
  return db.transaction().execute(async (trx) => {
    const current = await findTalentForUpdate(trx, talentId);
    if (!current) throw new AppError("NOT_FOUND", "This talent does not exist.");
    if (decision.updatedAt && decision.updatedAt !== current.updatedAt) {
      throw new AppError("CONFLICT", "This profile changed since you opened it.");
    }
    const updatedAt = new Date().toISOString();
    await setTalentStatus(trx, talentId, decision.status, updatedAt);
    // The audit record of the decision, in the same transaction.
    await recordAdminAction(trx, {
      actor: admin,
      action: decision.status === "approved" ? "talent.approve" : "talent.reject",
      recordType: "talent",
      recordId: talentId,
      recordLabel: current.name,
      changes: {
        status: { from: current.status, to: decision.status },
        ...(decision.reason ? { reason: decision.reason } : {}),
      },
    });
    return { ...current, status: decision.status, updatedAt };
  });
}
