import { z } from "zod";
import { invalid } from "#shared/i18n/validation-message";
import { emailAddressSchema } from "#shared/text/email-address";
import { personNameSchema } from "#shared/text/person-name";
import { MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT } from "./auth.schema.ts";

/**
 * The first administrator's one-time link: `/setup-admin#<token>`. The token stays in the fragment
 * (never sent to a server, never in a log or a Referer) and reaches the API in this header.
 */
export const FIRST_ADMIN_TOKEN_HEADER = "x-first-admin-token";
export const FIRST_ADMIN_PAGE_PATH = "/setup-admin";
/** How long a link printed at start works. */
export const FIRST_ADMIN_LINK_LIFETIME_MS = 60 * 60 * 1000;

export const FIRST_ADMIN_MESSAGES = {
  adminExists: "An administrator already exists. Log in at /admin-panel/login.",
  expired: "This link has expired. Restart the server to print a new one; it works for one hour.",
  invalid:
    "This link does not work: it was used already, or a newer one replaced it. Use the newest link the server printed at its start.",
  emailTaken:
    "An account with this e-mail address exists already. Choose another address, or make that account an administrator with `npm run admin -- promote <email>`.",
} as const;

/** The account the link creates: confirmed, with the admin role. */
export const FirstAdminInputSchema = z.object({
  name: personNameSchema(),
  email: emailAddressSchema(),
  password: z
    .string()
    .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
    .max(128, invalid("validation.password.tooLong")),
});
export type FirstAdminInput = z.infer<typeof FirstAdminInputSchema>;

/** The page's form: the account and the password once more. */
export const FirstAdminFormSchema = FirstAdminInputSchema.extend({ confirmPassword: z.string() }).refine(
  (form) => form.password === form.confirmPassword,
  { path: ["confirmPassword"], message: invalid("validation.password.mismatch"), when: () => true },
);
export type FirstAdminForm = z.input<typeof FirstAdminFormSchema>;

/** What a working link answers: until when it works. */
export const FirstAdminLinkSchema = z.object({ expiresAt: z.string() });

/** What creating the administrator answers: the address to sign in with. */
export const FirstAdminCreatedSchema = z.object({ email: z.string() });
