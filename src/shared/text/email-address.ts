import { z } from "zod";
import { invalid } from "#shared/i18n/validation-message";

/** An e-mail address someone types into a form (contact form, inquiries): trimmed, required, valid. */
export function emailAddressSchema() {
  return z
    .string()
    .trim()
    .min(1, invalid("validation.email.required"))
    .pipe(z.email(invalid("validation.email.invalid")))
    .pipe(z.string().max(200));
}
