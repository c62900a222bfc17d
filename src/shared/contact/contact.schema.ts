import { z } from "zod";
import { invalid } from "#shared/i18n/validation-message";
import { emailAddressSchema } from "#shared/text/email-address";
import { personNameSchema } from "#shared/text/person-name";
import { singleLineSchema } from "#shared/text/single-line";

export const MESSAGE_MAX_LENGTH = 5000;

/** The contact form, validated identically in the browser and on the server. */
export const ContactMessageInputSchema = z.object({
  name: personNameSchema(),
  instagram: singleLineSchema(60, {
    tooLong: invalid("validation.instagram.tooLong"),
    required: invalid("validation.instagram.required"),
  }),
  email: emailAddressSchema(),
  company: singleLineSchema(120, { tooLong: invalid("validation.company.tooLong") }).default(""),
  phone: singleLineSchema(40, { tooLong: invalid("validation.phone.tooLong") }).default(""),
  message: messageTextSchema(),
});

/** A message someone writes to a person (contact form, inquiries and their replies). */
export function messageTextSchema() {
  return z
    .string()
    .trim()
    .min(1, invalid("validation.message.required"))
    .max(MESSAGE_MAX_LENGTH, invalid("validation.message.tooLong"));
}
export type ContactMessageInput = z.infer<typeof ContactMessageInputSchema>;

/** The contact address when CONTACT_EMAIL is not configured (a reserved .example domain). */
export const CONTACT_EMAIL = "hello@vitrine.example";
