import { z } from "zod";
import { emailAddressSchema } from "#shared/text/email-address";
import { personNameSchema } from "#shared/text/person-name";
import { singleLineSchema } from "#shared/text/single-line";

export const MESSAGE_MAX_LENGTH = 5000;

/** The contact form, validated identically in the browser and on the server. */
export const ContactMessageInputSchema = z.object({
  name: personNameSchema(120),
  instagram: singleLineSchema(60, {
    tooLong: "Please keep the Instagram handle under 60 characters",
    required: "Instagram is required",
  }),
  email: emailAddressSchema(),
  company: singleLineSchema(120, { tooLong: "Please keep the company under 120 characters" }).default(""),
  phone: singleLineSchema(40, { tooLong: "Please keep the phone number under 40 characters" }).default(""),
  message: messageTextSchema(),
});

/** A message someone writes to a person (contact form, inquiries and their replies). */
export function messageTextSchema() {
  return z
    .string()
    .trim()
    .min(1, "Message is required")
    .max(MESSAGE_MAX_LENGTH, `Please keep the message under ${MESSAGE_MAX_LENGTH} characters`);
}
export type ContactMessageInput = z.infer<typeof ContactMessageInputSchema>;

/** The contact address when CONTACT_EMAIL is not configured (a reserved .example domain). */
export const CONTACT_EMAIL = "hello@vitrine.example";
