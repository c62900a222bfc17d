import { z } from "zod";
import { personNameSchema } from "../text/person-name.ts";

/** The contact form, validated identically in the browser and on the server. */
export const ContactMessageInputSchema = z.object({
  name: personNameSchema(120),
  instagram: z.string().trim().min(1, "Instagram is required").max(60),
  email: z
    .string()
    .trim()
    .min(1, "Email is required")
    .pipe(z.email("Please enter a valid email address"))
    .pipe(z.string().max(200)),
  company: z.string().trim().max(120).default(""),
  phone: z.string().trim().max(40).default(""),
  message: z
    .string()
    .trim()
    .min(1, "Message is required")
    .max(5000, "Please keep the message under 5000 characters"),
});
export type ContactMessageInput = z.infer<typeof ContactMessageInputSchema>;

/** The contact address when CONTACT_EMAIL is not configured (a reserved .example domain). */
export const CONTACT_EMAIL = "hello@vitrine.example";
