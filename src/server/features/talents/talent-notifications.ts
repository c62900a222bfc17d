import type { Kysely } from "kysely";
import { profilePath } from "#shared/talents/slug";
import type { Talent } from "#shared/talents/talent.schema";
import type { Database } from "../../db/schema.ts";
import type { Mailer } from "../../mail/mailer.ts";
import type { RealtimeHub } from "../../realtime/realtime-hub.ts";
import type { RealtimeMessage } from "../../realtime/realtime-message.ts";
import { findUserRecord, listAdminEmails } from "../account/account.repository.ts";
import {
  effectsOfDecision,
  effectsOfDeletion,
  effectsOfSave,
  type ProfileSave,
} from "./talent-change-effects.ts";
import { profileApprovedMail, profileRejectedMail, profileSubmittedMail } from "./talent-review-mails.ts";

/**
 * Carries out what follows a change to a profile, as `talent-change-effects.ts` decides it: live
 * events for their audiences, mails to the admins and to the talent. A mail that cannot be sent is
 * logged by the mailer and loses nothing.
 */
export function createTalentNotifications(deps: {
  db: Kysely<Database>;
  mailer: Mailer;
  realtime: RealtimeHub;
  publicUrl: string;
}) {
  const accountEmail = async (talent: Talent) =>
    talent.userId ? (await findUserRecord(deps.db, talent.userId))?.email : undefined;

  const publish = async (messages: RealtimeMessage[]) => {
    for (const message of messages) await deps.realtime.publish(message.event, message.ownerId);
  };

  return {
    /** After any save of a profile's fields or media, by its talent or by an admin. */
    async saved(save: ProfileSave) {
      const effects = effectsOfSave(save);
      await publish(effects.messages);
      if (!effects.mailAdmins) return;
      for (const admin of await listAdminEmails(deps.db)) {
        await deps.mailer.send(profileSubmittedMail(admin, save.after, deps.publicUrl));
      }
    },

    /** After an admin approved or rejected a profile. */
    async decided(before: Talent, after: Talent) {
      await publish(effectsOfDecision(before, after));
      const to = await accountEmail(after);
      if (!to) return;
      await deps.mailer.send(
        after.status === "approved"
          ? profileApprovedMail(to, after, `${deps.publicUrl}${profilePath(after)}`)
          : profileRejectedMail(
              to,
              after,
              after.rejectionReason ?? undefined,
              `${deps.publicUrl}/dashboard/profile`,
            ),
      );
    },

    /** After a profile was deleted, by an admin or with its account. */
    async deleted(before: Talent) {
      await publish(effectsOfDeletion(before));
    },
  };
}

export type TalentNotifications = ReturnType<typeof createTalentNotifications>;
