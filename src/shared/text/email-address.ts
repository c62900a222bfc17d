import { z } from "zod";

/** An e-mail address someone types into a form (contact form, inquiries): trimmed, required, valid. */
export function emailAddressSchema() {
  return z
    .string()
    .trim()
    .min(1, "Email is required")
    .pipe(z.email("Please enter a valid email address"))
    .pipe(z.string().max(200));
}
