import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#server/db/schema";
import { AppError } from "#server/http/app-error";
import { findStoredTalentForUpdate } from "#server/talent-records/talents.repository";
import { formatMegabytes, storedMediaBytes, UPLOAD_QUOTAS } from "#shared/media/media.schema";
import type { Talent } from "#shared/talents/talent.schema";
import { assertMayEditStored, type TalentEditor } from "./talent-editor.ts";
import {
  insertUploadAttempt,
  listUploadAttemptTimes,
  pruneUploadAttempts,
} from "./upload-attempts.repository.ts";

const HOUR_MS = 60 * 60 * 1000;

/** An upload that may begin: who sends it, to which profile (as it was when admitted). */
export type AdmittedUpload = { editor: TalentEditor; talent: Talent };

/**
 * Lets an upload begin, before a byte of it is read: the profile must exist and the caller must be
 * its owner or an administrator, and an owner must have an upload left this hour. The attempt is
 * counted at once (whether the file is then accepted or not), on the profile's locked row, so that
 * uploads started side by side, on any instance, cannot all slip under the limit.
 */
export async function admitUpload(
  db: Kysely<Database>,
  editor: TalentEditor,
  talentId: string,
  now = new Date(),
): Promise<AdmittedUpload> {
  return db.transaction().execute(async (trx) => {
    const { current: talent } = assertMayEditStored(await findStoredTalentForUpdate(trx, talentId), editor);
    if (editor.isAdmin) return { editor, talent };
    const since = new Date(now.getTime() - HOUR_MS).toISOString();
    await pruneUploadAttempts(trx, editor.userId, since);
    const recent = await listUploadAttemptTimes(trx, editor.userId, since);
    if (recent.length >= UPLOAD_QUOTAS.uploadsPerHour) {
      const oldest = Date.parse(recent[0] ?? now.toISOString());
      const minutes = Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 60_000));
      throw new AppError("RATE_LIMITED", "errors.media.uploadsPerHour", {
        values: { uploads: UPLOAD_QUOTAS.uploadsPerHour, minutes },
      });
    }
    await insertUploadAttempt(trx, { id: randomUUID(), userId: editor.userId, createdAt: now.toISOString() });
    return { editor, talent };
  });
}

/** Refuses a change that would bring a profile's stored media over its quota; removals always pass. */
export function assertProfileQuota(
  before: Pick<Talent, "image" | "gallery">,
  after: Pick<Talent, "image" | "gallery">,
): void {
  const total = storedMediaBytes(after);
  if (total <= UPLOAD_QUOTAS.profileBytes || total <= storedMediaBytes(before)) return;
  throw new AppError("LIMIT_REACHED", "errors.media.profileQuota", {
    values: {
      limit: formatMegabytes(UPLOAD_QUOTAS.profileBytes),
      // One decimal, as the language writes it: "250.4" / "250,4".
      total: (language) =>
        new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
          total / 1024 / 1024,
        ),
    },
  });
}
