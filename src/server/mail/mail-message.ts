/** One outgoing mail, as the outbox stores it and a transport delivers it. */
export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  text: string;
  /** The links the mail carries; logged in file mode so a local user can follow them. */
  links?: string[];
};
