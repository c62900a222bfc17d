import { renderMail } from "#server/mail/mail-layout";
import type { MailMessage, Recipient } from "#server/mail/mail-message";
import type { ContactMessageInput } from "#shared/contact/contact.schema";
import { localizedPath } from "#shared/i18n/languages";
import { serverT } from "#shared/i18n/server-i18n";

/** To an administrator, in their language: a message from the contact form, as the sender wrote it. */
export function contactMessageMail(
  to: Recipient,
  input: ContactMessageInput,
  publicUrl: string,
): MailMessage {
  const t = serverT(to.language);
  const name = input.name;
  return {
    to: to.email,
    subject: t("mail.contactMessage.subject", { name }),
    ...renderMail(to.language, {
      preheader: t("mail.contactMessage.heading", { name }),
      heading: t("mail.contactMessage.heading", { name }),
      paragraphs: [
        t("mail.contactMessage.email", { email: input.email }),
        t("mail.contactMessage.instagram", { instagram: input.instagram }),
        ...(input.company ? [t("mail.contactMessage.company", { company: input.company })] : []),
        ...(input.phone ? [t("mail.contactMessage.phone", { phone: input.phone })] : []),
        input.message,
      ],
      action: {
        label: t("mail.contactMessage.action"),
        url: `${publicUrl}${localizedPath(to.language, "/admin-panel/messages")}`,
      },
    }),
  };
}
