import { renderMail } from "#server/mail/mail-layout";
import type { MailMessage, Recipient } from "#server/mail/mail-message";
import { localizedPath } from "#shared/i18n/languages";
import { serverT } from "#shared/i18n/server-i18n";
import type { Talent } from "#shared/talents/talent.schema";

// Each mail is written in its recipient's language, and its links lead to the pages in that language
// (ADR 46). The talent's name and the admin's note are what people wrote, never translated.

/**
 * To the admins: a talent submitted their profile (new or changed) for review. `live`: the profile
 * is public, and stays public as it was approved until the change is.
 */
export function profileSubmittedMail(
  to: Recipient,
  talent: Talent,
  publicUrl: string,
  { live }: { live: boolean },
): MailMessage {
  const t = serverT(to.language);
  const name = talent.name;
  const url = `${publicUrl}${localizedPath(to.language, "/admin-panel/talents")}?status=pending`;
  return {
    to: to.email,
    subject: t("mail.profileSubmitted.subject", { name }),
    links: [url],
    ...renderMail(to.language, {
      preheader: t("mail.profileSubmitted.preheader", { name }),
      heading: t("mail.profileSubmitted.heading"),
      paragraphs: [
        live ? t("mail.profileSubmitted.changedLive", { name }) : t("mail.profileSubmitted.new", { name }),
      ],
      action: { label: t("mail.profileSubmitted.action"), url },
    }),
  };
}

/** To the talent: the profile (or, `wasLive`, the change to a live one) was approved and is public now. */
export function profileApprovedMail(
  to: Recipient,
  talent: Talent,
  profileUrl: string,
  { wasLive }: { wasLive: boolean },
): MailMessage {
  const t = serverT(to.language);
  return {
    to: to.email,
    subject: wasLive ? t("mail.profileApproved.changes.subject") : t("mail.profileApproved.subject"),
    links: [profileUrl],
    ...renderMail(to.language, {
      preheader: wasLive ? t("mail.profileApproved.changes.preheader") : t("mail.profileApproved.preheader"),
      heading: wasLive ? t("mail.profileApproved.changes.heading") : t("mail.profileApproved.heading"),
      paragraphs: [
        t("mail.common.greeting", { name: talent.name }),
        wasLive ? t("mail.profileApproved.changes.body") : t("mail.profileApproved.body"),
      ],
      action: { label: t("mail.profileApproved.action"), url: profileUrl },
    }),
  };
}

/**
 * To the talent: the profile, or (`liveStays`) the change to a live profile, was not approved; what
 * to change, and where.
 */
export function profileRejectedMail(
  to: Recipient,
  talent: Talent,
  reason: string | undefined,
  dashboardUrl: string,
  { liveStays }: { liveStays: boolean },
): MailMessage {
  const t = serverT(to.language);
  return {
    to: to.email,
    subject: liveStays ? t("mail.profileRejected.changes.subject") : t("mail.profileRejected.subject"),
    links: [dashboardUrl],
    ...renderMail(to.language, {
      preheader: t("mail.profileRejected.preheader"),
      heading: liveStays ? t("mail.profileRejected.changes.heading") : t("mail.profileRejected.heading"),
      paragraphs: [
        t("mail.common.greeting", { name: talent.name }),
        liveStays ? t("mail.profileRejected.changes.body") : t("mail.profileRejected.body"),
        ...(reason ? [t("mail.common.ourNote", { reason })] : []),
        t("mail.profileRejected.next"),
      ],
      action: { label: t("mail.profileRejected.action"), url: dashboardUrl },
    }),
  };
}

/** To the talent: an administrator deleted the profile; the reason, and that a new one may follow. */
export function profileRemovedMail(
  to: Recipient,
  talent: Talent,
  reason: string | undefined,
  dashboardUrl: string,
): MailMessage {
  const t = serverT(to.language);
  return {
    to: to.email,
    subject: t("mail.profileRemoved.subject"),
    links: [dashboardUrl],
    ...renderMail(to.language, {
      preheader: t("mail.profileRemoved.preheader"),
      heading: t("mail.profileRemoved.heading"),
      paragraphs: [
        t("mail.common.greeting", { name: talent.name }),
        t("mail.profileRemoved.body"),
        ...(reason ? [t("mail.common.ourNote", { reason })] : []),
        t("mail.profileRemoved.accountStays"),
      ],
      action: { label: t("mail.profileRemoved.action"), url: dashboardUrl },
    }),
  };
}
