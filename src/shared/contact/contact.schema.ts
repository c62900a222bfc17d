import { z } from "zod";
import { emailAddressSchema } from "#shared/text/email-address";
import { personNameSchema } from "#shared/text/person-name";

export const MESSAGE_MAX_LENGTH = 5000;

/** The contact form, validated identically in the browser and on the server. */
export const ContactMessageInputSchema = z.object({
  name: personNameSchema(120),
  instagram: z.string().trim().min(1, "Instagram is required").max(60),
  email: emailAddressSchema(),
  company: z.string().trim().max(120).default(""),
  phone: z.string().trim().max(40).default(""),
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
