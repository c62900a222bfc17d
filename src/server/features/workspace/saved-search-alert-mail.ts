import { renderMail } from "#server/mail/mail-layout";
import type { MailMessage, Recipient } from "#server/mail/mail-message";
import { subcategoryLabel } from "#shared/catalogue/categories";
import { serverT } from "#shared/i18n/server-i18n";

// Every value is written through renderMail, which escapes it for HTML; the search's name is the
// owner's own words and is not translated.

export type AlertTalent = { name: string; subcategory: string; location: string; url: string };

/**
 * To a saved search's owner: the talents first public since the last alert (at most the ones given),
 * "and N more" with a link to the search, and the one-click unsubscribe link in the headers and the
 * body.
 */
export function savedSearchAlertMail(
  to: Recipient,
  alert: {
    searchName: string;
    frequency: "daily" | "weekly";
    talents: AlertTalent[];
    /** How many match in all (the list holds the first of them). */
    total: number;
    searchUrl: string;
    unsubscribePageUrl: string;
    oneClickUrl: string;
  },
): MailMessage {
  const t = serverT(to.language);
  const name = alert.searchName;
  const more = alert.total - alert.talents.length;
  return {
    to: to.email,
    subject: t("mail.savedSearchAlert.subject", { count: alert.total, name }),
    links: [...alert.talents.map((talent) => talent.url), alert.searchUrl, alert.unsubscribePageUrl],
    listUnsubscribe: alert.oneClickUrl,
    ...renderMail(to.language, {
      preheader: t("mail.savedSearchAlert.preheader", { count: alert.total, name }),
      heading: t("mail.savedSearchAlert.heading"),
      paragraphs: [t("mail.savedSearchAlert.intro", { count: alert.total, name })],
      items: alert.talents.map((talent) => ({
        title: talent.name,
        detail: t("mail.savedSearchAlert.detail", {
          category: subcategoryLabel(t, talent.subcategory),
          location: talent.location,
        }),
        url: talent.url,
      })),
      action: {
        label: more > 0 ? t("mail.savedSearchAlert.more", { count: more }) : t("mail.savedSearchAlert.open"),
        url: alert.searchUrl,
      },
      footerLink: {
        text: t("mail.savedSearchAlert.why", { frequency: alert.frequency }),
        label: t("mail.savedSearchAlert.unsubscribe"),
        url: alert.unsubscribePageUrl,
      },
    }),
  };
}
