import type { Db } from "#server/db/schema";
import type { Language } from "#shared/i18n/languages";

/** What a feature other than the contact form puts into the admin inbox for a person to handle. */
export type InboxEntry = {
  id: string;
  /** "cancellation": a cancellation a person must handle (ADR 47). */
  kind: "cancellation";
  name: string;
  email: string;
  message: string;
  senderIp: string;
  /** The language the person wrote in, for any mail to them (ADR 46). */
  language: Language;
  createdAt: string;
};

/**
 * Adds an entry to the admin inbox (the contact messages' table, marked with its kind), in the
 * caller's transaction; the caller publishes `message.received` after the commit.
 */
export async function addToAdminInbox(db: Db, entry: InboxEntry): Promise<void> {
  await db
    .insertInto("contact_messages")
    .values({
      id: entry.id,
      kind: entry.kind,
      name: entry.name,
      email: entry.email,
      instagram: "",
      company: "",
      phone: "",
      message: entry.message,
      sender_ip: entry.senderIp,
      sender_language: entry.language,
      created_at: entry.createdAt,
    })
    .execute();
}
