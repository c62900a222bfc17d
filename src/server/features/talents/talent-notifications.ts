import type { Kysely, Transaction } from "kysely";
import { findUserRecord, listAdminEmails } from "#server/accounts/accounts.repository";
import type { Database } from "#server/db/schema";
import type { MailOutbox } from "#server/mail/mail-outbox";
import type { RealtimeHub } from "#server/realtime/realtime-hub";
import type { RealtimeMessage } from "#server/realtime/realtime-message";
import { profilePath } from "#shared/talents/slug";
import type { Talent } from "#shared/talents/talent.schema";
import {
  effectsOfDecision,
  effectsOfDeletion,
  effectsOfSave,
  type ProfileSave,
} from "./talent-change-effects.ts";
import { profileApprovedMail, profileRejectedMail, profileSubmittedMail } from "./talent-review-mails.ts";

type Trx = Transaction<Database>;

/**
 * Carries out what follows a change to a profile, as `talent-change-effects.ts` decides it. Each kind
 * of change has two parts: its mails, written into the outbox inside the change's own transaction
 * (`...Mails`), so that a change is never stored without its mails nor mails sent for a change that
 * was undone (ADR 29); and, once the transaction committed, the live events for their audiences
 * and a nudge to the mail worker.
 */
export function createTalentNotifications(deps: {
  db: Kysely<Database>;
  mail: MailOutbox;
  realtime: RealtimeHub;
  publicUrl: string;
}) {
  const publish = async (messages: RealtimeMessage[]) => {
    for (const message of messages) await deps.realtime.publish(message.event, message.ownerId);
  };

  return {
    /** Inside a save's transaction (fields or media, by its talent or an admin): the admins' mail. */
    async saveMails(trx: Trx, save: ProfileSave) {
      if (!effectsOfSave(save).mailAdmins) return;
      for (const admin of await listAdminEmails(trx)) {
        await deps.mail.enqueue(trx, profileSubmittedMail(admin, save.after, deps.publicUrl));
      }
    },

    /** After a save committed. */
    async saved(save: ProfileSave) {
      await publish(effectsOfSave(save).messages);
      deps.mail.wake();
    },

    /** Inside an admin's decision's transaction: the talent's mail. */
    async decisionMails(trx: Trx, after: Talent) {
      const to = after.userId ? (await findUserRecord(trx, after.userId))?.email : undefined;
      if (!to) return;
      await deps.mail.enqueue(
        trx,
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

    /** After an admin's decision committed. */
    async decided(before: Talent, after: Talent) {
      await publish(effectsOfDecision(before, after));
      deps.mail.wake();
    },

    /** After a profile was deleted, by an admin or with its account. */
    async deleted(before: Talent) {
      await publish(effectsOfDeletion(before));
    },
  };
}

export type TalentNotifications = ReturnType<typeof createTalentNotifications>;

/** The part of the notifications a change runs inside its own transaction. */
export type SaveMails = TalentNotifications["saveMails"];
