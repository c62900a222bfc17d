import type { Kysely } from "kysely";
import { profilePath } from "#shared/talents/slug";
import type { Talent } from "#shared/talents/talent.schema";
import type { Database } from "../../db/schema.ts";
import type { Mailer } from "../../mail/mailer.ts";
import type { RealtimeHub } from "../../realtime/realtime-hub.ts";
import { findUserRecord, listAdminEmails } from "../account/account.repository.ts";
import { profileApprovedMail, profileRejectedMail, profileSubmittedMail } from "./talent-review-mails.ts";

/**
 * What follows a change to a profile: open pages are told at once; the admins hear of submissions,
 * the talent of decisions. A mail that cannot be sent is logged by the mailer and loses nothing.
 */
export function createTalentNotifications(deps: {
  db: Kysely<Database>;
  mailer: Mailer;
  realtime: RealtimeHub;
  publicUrl: string;
}) {
  const accountEmail = async (talent: Talent) =>
    talent.userId ? (await findUserRecord(deps.db, talent.userId))?.email : undefined;

  return {
    async saved(talent: Talent, options: { created: boolean; submittedForReview: boolean }) {
      await deps.realtime.publish({
        type: options.created ? "talent.created" : "talent.updated",
        talentId: talent.id,
        slug: talent.slug,
      });
      if (!options.submittedForReview) return;
      for (const admin of await listAdminEmails(deps.db)) {
        await deps.mailer.send(profileSubmittedMail(admin, talent, deps.publicUrl));
      }
    },

    async decided(talent: Talent, status: "approved" | "rejected", reason: string | undefined) {
      await deps.realtime.publish({
        type: status === "approved" ? "talent.approved" : "talent.rejected",
        talentId: talent.id,
        slug: talent.slug,
      });
      const to = await accountEmail(talent);
      if (!to) return;
      await deps.mailer.send(
        status === "approved"
          ? profileApprovedMail(to, talent, `${deps.publicUrl}${profilePath(talent)}`)
          : profileRejectedMail(to, talent, reason, `${deps.publicUrl}/dashboard/profile`),
      );
    },
  };
}

export type TalentNotifications = ReturnType<typeof createTalentNotifications>;
