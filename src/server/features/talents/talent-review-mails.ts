import { renderMail } from "#server/mail/mail-layout";
import type { MailMessage } from "#server/mail/mail-message";
import type { Talent } from "#shared/talents/talent.schema";

/** To the admins: a talent submitted their profile (new or changed) for review. */
export function profileSubmittedMail(to: string, talent: Talent, publicUrl: string): MailMessage {
  const url = `${publicUrl}/admin-panel/talents?status=pending`;
  return {
    to,
    subject: `Profile to review: ${talent.name}`,
    links: [url],
    ...renderMail({
      preheader: `${talent.name} is waiting for review.`,
      heading: "A profile is waiting for review",
      paragraphs: [
        `${talent.name} submitted their talent profile. It stays hidden from the public until it is approved.`,
      ],
      action: { label: "Review pending profiles", url },
    }),
  };
}

/** To the talent: the profile was approved and is public now. */
export function profileApprovedMail(to: string, talent: Talent, profileUrl: string): MailMessage {
  return {
    to,
    subject: "Your Vitrine profile is live",
    links: [profileUrl],
    ...renderMail({
      preheader: "Visitors, agencies and brands can find you on Vitrine now.",
      heading: "Your profile is live!",
      paragraphs: [
        `Hello ${talent.name},`,
        "Good news: we reviewed your profile and approved it. Visitors, agencies and brands can find it on Vitrine from now on.",
      ],
      action: { label: "See your public profile", url: profileUrl },
    }),
  };
}

/** To the talent: the profile was not approved; what to change, and where. */
export function profileRejectedMail(
  to: string,
  talent: Talent,
  reason: string | undefined,
  dashboardUrl: string,
): MailMessage {
  return {
    to,
    subject: "Your Vitrine profile needs changes",
    links: [dashboardUrl],
    ...renderMail({
      preheader: "Edit your profile and submit it again.",
      heading: "Profile submission rejected",
      paragraphs: [
        `Hello ${talent.name},`,
        "We reviewed your profile and cannot publish it as it is.",
        ...(reason ? [`Our note: ${reason}`] : []),
        "Please edit your profile and submit it again; we will review it once more.",
      ],
      action: { label: "Edit your profile", url: dashboardUrl },
    }),
  };
}
