import type { Kysely, Transaction } from "kysely";
import { recordAdminAction } from "#server/audit/audit-log.repository";
import type { Actor } from "#server/auth/policy";
import type { Database } from "#server/db/schema";
import { AppError } from "#server/http/app-error";
import { journalRemovals } from "#server/media/media-journal";
import {
  liveVersion,
  mediaNoLongerUsed,
  type StoredTalent,
  workingVersion,
} from "#server/talent-records/talent-versions";
import { findStoredTalentForUpdate, storeTalent } from "#server/talent-records/talents.repository";
import type { Talent } from "#shared/talents/talent.schema";
import { assertVersion, nextUpdatedAt } from "./talent-editor.ts";
import { storedAfterChange } from "./talent-publishing.ts";
import { saveTakeDownNotice } from "./talent-take-down-notices.repository.ts";

export type Decision = {
  status: "approved" | "rejected";
  /** The admin's note to the talent (rejections only). */
  reason?: string | undefined;
  /** The version the admin reviewed; without it (scripts), the decision applies to the current state. */
  updatedAt?: string | undefined;
  /**
   * Rejecting the change to a live profile leaves the live version public; with this, the profile
   * is taken down too. A rejection while no change waits always takes a live profile down.
   */
  takeDown?: boolean | undefined;
};

/**
 * Approves or rejects a profile on its locked row, so that a talent's save cannot slip in between the
 * check of the reviewed version and the change of status: the decision applies to exactly what the
 * admin saw, or to nothing. Approving publishes the reviewed version; rejecting the change to a live
 * profile keeps the live version public unless the admin takes it down (ADR 41). Files no version
 * uses any more (a replaced picture of the old public version) are journalled for removal.
 */
export async function decideTalent(
  db: Kysely<Database>,
  admin: Actor,
  talentId: string,
  decision: Decision,
  /** The mails the decision causes, written in its transaction. */
  mails?: (trx: Transaction<Database>, before: StoredTalent, after: StoredTalent) => Promise<void>,
): Promise<{ before: StoredTalent; after: StoredTalent; unusedMedia: string[] }> {
  return db.transaction().execute(async (trx) => {
    const before = await findStoredTalentForUpdate(trx, talentId);
    if (!before) throw new AppError("NOT_FOUND", "errors.talents.notFound");
    const current = workingVersion(before);
    assertVersion(current, decision.updatedAt);
    if (decision.status === "approved" && (!current.category || !current.subcategory)) {
      throw new AppError("VALIDATION_FAILED", "errors.talents.approveWithoutCategory");
    }
    const reason = decision.reason?.trim();
    const decided: Talent = {
      ...current,
      status: decision.status,
      rejectionReason: decision.status === "rejected" && reason ? reason : null,
      updatedAt: nextUpdatedAt(current.updatedAt),
    };
    const after = storedAfterChange(before, decided, { takeDown: decision.takeDown === true });
    await storeTalent(trx, before, after);
    const unusedMedia = mediaNoLongerUsed(before, after);
    await journalRemovals(trx, unusedMedia, talentId);
    const keptLive = decision.status === "rejected" && liveVersion(after) !== null;
    // The audit trail records the decision in the same transaction (docs/decisions/0021).
    await recordAdminAction(trx, {
      actor: admin,
      action: decision.status === "approved" ? "talent.approve" : "talent.reject",
      recordType: "talent",
      recordId: talentId,
      recordLabel: current.name,
      changes: {
        status: { from: current.status, to: decided.status },
        ...(decided.rejectionReason ? { reason: decided.rejectionReason } : {}),
        ...(keptLive ? { live: "stays public as approved" } : {}),
      },
    });
    await mails?.(trx, before, after);
    return { before, after, unusedMedia };
  });
}

/**
 * Takes a profile off the public site after a visitor's report and sends it back to review: its
 * working version (a change that waited replaces the live one, as with any take-down, ADR 41)
 * becomes the profile, pending, and the admin's note is kept for the talent's dashboard while the
 * profile stays the version taken down. `effects` writes what goes with it (the closed reports, the
 * audit entry, the mail) in the same transaction.
 */
export async function takeDownTalent(
  db: Kysely<Database>,
  talentId: string,
  note: string,
  effects: (trx: Transaction<Database>, before: StoredTalent, after: StoredTalent) => Promise<void>,
): Promise<{ before: StoredTalent; after: StoredTalent; unusedMedia: string[] }> {
  return db.transaction().execute(async (trx) => {
    const before = await findStoredTalentForUpdate(trx, talentId);
    if (!before) throw new AppError("NOT_FOUND", "errors.talents.notFound");
    const current = workingVersion(before);
    const now = new Date();
    const pending: Talent = {
      ...current,
      status: "pending",
      updatedAt: nextUpdatedAt(current.updatedAt, now),
    };
    const after = storedAfterChange(before, pending, { takeDown: true });
    await storeTalent(trx, before, after);
    const unusedMedia = mediaNoLongerUsed(before, after);
    await journalRemovals(trx, unusedMedia, talentId);
    await saveTakeDownNotice(trx, talentId, {
      reason: note.trim(),
      takenDownAt: now.toISOString(),
      version: pending.updatedAt,
    });
    await effects(trx, before, after);
    return { before, after, unusedMedia };
  });
}
