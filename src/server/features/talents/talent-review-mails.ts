import { renderMail } from "#server/mail/mail-layout";
import type { MailMessage } from "#server/mail/mail-message";
import type { Talent } from "#shared/talents/talent.schema";

/**
 * To the admins: a talent submitted their profile (new or changed) for review. `live`: the profile
 * is public, and stays public as it was approved until the change is.
 */
export function profileSubmittedMail(
  to: string,
  talent: Talent,
  publicUrl: string,
  { live }: { live: boolean },
): MailMessage {
  const url = `${publicUrl}/admin-panel/talents?status=pending`;
  return {
    to,
    subject: `Profile to review: ${talent.name}`,
    links: [url],
    ...renderMail({
      preheader: `${talent.name} is waiting for review.`,
      heading: "A profile is waiting for review",
      paragraphs: [
        live
          ? `${talent.name} changed their live profile. The changes stay hidden from the public until they are approved; the live profile stays public as it was meanwhile.`
          : `${talent.name} submitted their talent profile. It stays hidden from the public until it is approved.`,
      ],
      action: { label: "Review pending profiles", url },
    }),
  };
}

/** To the talent: the profile (or, `wasLive`, the change to a live one) was approved and is public now. */
export function profileApprovedMail(
  to: string,
  talent: Talent,
  profileUrl: string,
  { wasLive }: { wasLive: boolean },
): MailMessage {
  return {
    to,
    subject: wasLive ? "Your changes are live on Vitrine" : "Your Vitrine profile is live",
    links: [profileUrl],
    ...renderMail({
      preheader: wasLive
        ? "Visitors see your profile as you changed it now."
        : "Visitors, agencies and brands can find you on Vitrine now.",
      heading: wasLive ? "Your changes are live!" : "Your profile is live!",
      paragraphs: [
        `Hello ${talent.name},`,
        wasLive
          ? "Good news: we reviewed the changes to your profile and approved them. Visitors see your profile as you changed it from now on."
          : "Good news: we reviewed your profile and approved it. Visitors, agencies and brands can find it on Vitrine from now on.",
      ],
      action: { label: "See your public profile", url: profileUrl },
    }),
  };
}

/**
 * To the talent: the profile, or (`liveStays`) the change to a live profile, was not approved; what
 * to change, and where.
 */
export function profileRejectedMail(
  to: string,
  talent: Talent,
  reason: string | undefined,
  dashboardUrl: string,
  { liveStays }: { liveStays: boolean },
): MailMessage {
  return {
    to,
    subject: liveStays ? "Your Vitrine profile changes need changes" : "Your Vitrine profile needs changes",
    links: [dashboardUrl],
    ...renderMail({
      preheader: "Edit your profile and submit it again.",
      heading: liveStays ? "Profile changes rejected" : "Profile submission rejected",
      paragraphs: [
        `Hello ${talent.name},`,
        liveStays
          ? "We reviewed the changes to your profile and cannot publish them as they are. Your live profile stays public as it was."
          : "We reviewed your profile and cannot publish it as it is.",
        ...(reason ? [`Our note: ${reason}`] : []),
        "Please edit your profile and submit it again; we will review it once more.",
      ],
      action: { label: "Edit your profile", url: dashboardUrl },
    }),
  };
}

/** To the talent: an administrator deleted the profile; the reason, and that a new one may follow. */
export function profileRemovedMail(
  to: string,
  talent: Talent,
  reason: string | undefined,
  dashboardUrl: string,
): MailMessage {
  return {
    to,
    subject: "Your Vitrine profile was removed",
    links: [dashboardUrl],
    ...renderMail({
      preheader: "An administrator removed your profile from Vitrine.",
      heading: "Your profile was removed",
      paragraphs: [
        `Hello ${talent.name},`,
        "An administrator removed your profile from Vitrine, with its photos and media. It is no longer public.",
        ...(reason ? [`Our note: ${reason}`] : []),
        "Your account stays as it is: you can create a new profile from your dashboard at any time.",
      ],
      action: { label: "Go to your dashboard", url: dashboardUrl },
    }),
  };
}
