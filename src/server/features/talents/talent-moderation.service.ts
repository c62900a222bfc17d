import type { Kysely, Transaction } from "kysely";
import { recordAdminAction } from "#server/audit/audit-log.repository";
import type { Actor } from "#server/auth/policy";
import type { Database } from "#server/db/schema";
import { AppError } from "#server/http/app-error";
import { findTalentForUpdate, setTalentReview } from "#server/talent-records/talents.repository";
import type { Talent } from "#shared/talents/talent.schema";
import { nextUpdatedAt } from "./talent-editor.ts";

export const STALE_VERSION_MESSAGE = "This profile changed since you opened it";

export type Decision = {
  status: "approved" | "rejected";
  /** The admin's note to the talent (rejections only). */
  reason?: string | undefined;
  /** The version the admin reviewed; without it (scripts), the decision applies to the current state. */
  updatedAt?: string | undefined;
};

/**
 * Approves or rejects a profile on its locked row, so that a talent's save cannot slip in between the
 * check of the reviewed version and the change of status: the decision applies to exactly what the
 * admin saw, or to nothing.
 */
export async function decideTalent(
  db: Kysely<Database>,
  admin: Actor,
  talentId: string,
  decision: Decision,
  /** The mails the decision causes, written in its transaction. */
  mails?: (trx: Transaction<Database>, after: Talent) => Promise<void>,
): Promise<{ before: Talent; after: Talent }> {
  return db.transaction().execute(async (trx) => {
    const current = await findTalentForUpdate(trx, talentId);
    if (!current) throw new AppError("NOT_FOUND", "This talent does not exist.");
    if (
      decision.updatedAt !== undefined &&
      Date.parse(decision.updatedAt) !== Date.parse(current.updatedAt)
    ) {
      throw new AppError("CONFLICT", STALE_VERSION_MESSAGE, { updatedAt: current.updatedAt });
    }
    if (decision.status === "approved" && (!current.category || !current.subcategory)) {
      throw new AppError(
        "VALIDATION_FAILED",
        "This profile has no category and sub-category yet, so it would have no public page. Reject it with a note, or complete it in the editor first.",
      );
    }
    const reason = decision.reason?.trim();
    const after: Talent = {
      ...current,
      status: decision.status,
      rejectionReason: decision.status === "rejected" && reason ? reason : null,
      updatedAt: nextUpdatedAt(current.updatedAt),
    };
    await setTalentReview(trx, after);
    // The audit trail records the decision in the same transaction (docs/decisions/0021).
    await recordAdminAction(trx, {
      actor: admin,
      action: decision.status === "approved" ? "talent.approve" : "talent.reject",
      recordType: "talent",
      recordId: talentId,
      recordLabel: current.name,
      changes: {
        status: { from: current.status, to: after.status },
        ...(after.rejectionReason ? { reason: after.rejectionReason } : {}),
      },
    });
    await mails?.(trx, after);
    return { before: current, after };
  });
}
