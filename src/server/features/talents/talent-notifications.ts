import type { Kysely, Transaction } from "kysely";
import { findUserRecipient, listAdminRecipients } from "#server/accounts/accounts.repository";
import type { Database } from "#server/db/schema";
import type { MailOutbox } from "#server/mail/mail-outbox";
import type { RealtimeHub } from "#server/realtime/realtime-hub";
import type { RealtimeMessage } from "#server/realtime/realtime-message";
import { liveVersion, type StoredTalent, workingVersion } from "#server/talent-records/talent-versions";
import { type Language, localizedPath } from "#shared/i18n/languages";
import { profilePath } from "#shared/talents/slug";
import type { Talent } from "#shared/talents/talent.schema";
import {
  effectsOfDecision,
  effectsOfDeletion,
  effectsOfSave,
  effectsOfTakeDown,
  type ProfileSave,
} from "./talent-change-effects.ts";
import {
  profileApprovedMail,
  profileRejectedMail,
  profileRemovedMail,
  profileSubmittedMail,
} from "./talent-review-mails.ts";

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
  /** Runs the review checks on a version just submitted for review (ADR 52); never throws. */
  checkSubmission?: (talentId: string) => Promise<void>;
}) {
  const publish = async (messages: RealtimeMessage[]) => {
    for (const message of messages) await deps.realtime.publish(message.event, message.ownerId);
  };
  const owner = async (trx: Trx, talent: Talent) =>
    talent.userId ? await findUserRecipient(trx, talent.userId) : undefined;
  const dashboardUrl = (language: Language) =>
    `${deps.publicUrl}${localizedPath(language, "/dashboard/profile")}`;

  return {
    /** Inside a save's transaction (fields or media, by its talent or an admin): the admins' mail. */
    async saveMails(trx: Trx, save: ProfileSave) {
      if (!effectsOfSave(save).mailAdmins) return;
      const live = liveVersion(save.after) !== null;
      for (const admin of await listAdminRecipients(trx)) {
        await deps.mail.enqueue(
          trx,
          profileSubmittedMail(admin, workingVersion(save.after), deps.publicUrl, { live }),
        );
      }
    },

    /**
     * After a save committed. A save that submits the profile for review (the one that mails the
     * admins) has the review checks run on the submitted version first, so that the admins' list
     * shows its findings when the live event reaches them.
     */
    async saved(save: ProfileSave) {
      const effects = effectsOfSave(save);
      if (effects.mailAdmins) await deps.checkSubmission?.(save.after.row.id);
      await publish(effects.messages);
      deps.mail.wake();
    },

    /** Inside an admin's decision's transaction: the talent's mail. */
    async decisionMails(trx: Trx, before: StoredTalent, after: StoredTalent) {
      const decided = workingVersion(after);
      const to = await owner(trx, decided);
      if (!to) return;
      const live = liveVersion(after);
      await deps.mail.enqueue(
        trx,
        decided.status === "approved"
          ? profileApprovedMail(
              to,
              decided,
              `${deps.publicUrl}${localizedPath(to.language, profilePath(decided))}`,
              {
                wasLive: liveVersion(before) !== null,
              },
            )
          : profileRejectedMail(
              to,
              decided,
              decided.rejectionReason ?? undefined,
              dashboardUrl(to.language),
              {
                liveStays: live !== null,
              },
            ),
      );
    },

    /** After an admin's decision committed. */
    async decided(before: StoredTalent, after: StoredTalent) {
      await publish(effectsOfDecision(before, after));
      deps.mail.wake();
    },

    /** After an admin took a profile down after a report committed (its mail went with it). */
    async takenDown(before: StoredTalent, after: StoredTalent) {
      await publish(effectsOfTakeDown(before, after));
      deps.mail.wake();
    },

    /** Inside an admin's deletion's transaction: the talent's mail. */
    async deletionMails(trx: Trx, deleted: StoredTalent, reason: string | undefined) {
      const talent = workingVersion(deleted);
      const to = await owner(trx, talent);
      if (to) await deps.mail.enqueue(trx, profileRemovedMail(to, talent, reason, dashboardUrl(to.language)));
    },

    /**
     * After a profile was deleted, by an admin or with its account, given its stored row (the public
     * version of a live profile).
     */
    async deleted(row: Talent) {
      await publish(effectsOfDeletion(row));
      deps.mail.wake();
    },
  };
}

export type TalentNotifications = ReturnType<typeof createTalentNotifications>;

/** The part of the notifications a change runs inside its own transaction. */
export type SaveMails = TalentNotifications["saveMails"];
