import { z } from "zod";
import { SignUpAccountKindSchema } from "#shared/accounts/account-kind";
import { SIGN_UP_KINDS } from "#shared/accounts/account-kind-values";
import { invalid } from "#shared/i18n/validation-message";
import { emailAddressSchema } from "#shared/text/email-address";
import { personNameSchema } from "#shared/text/person-name";

export const MIN_PASSWORD_LENGTH = 6;
export const PASSWORD_TOO_SHORT = invalid("validation.password.tooShort");

/** Checks the confirmation even when other fields failed, so every message shows at once. */
const passwordsMatch = {
  path: ["confirmPassword"],
  message: invalid("validation.password.mismatch"),
  when: () => true,
};
const matches = (form: { password?: unknown; confirmPassword?: unknown }) =>
  form.password === form.confirmPassword;

/**
 * The side chosen on the sign-up form, by the rule the server checks (shared/accounts): the company
 * field counts only for an account that hires talent. Checked even when other fields failed.
 */
const companyForHirers = (
  form: { accountKind?: unknown; companyName?: unknown },
  ctx: z.RefinementCtx,
): void => {
  const parsed = SignUpAccountKindSchema.safeParse({
    accountKind: form.accountKind,
    companyName: form.accountKind === "hirer" ? form.companyName : undefined,
  });
  for (const issue of parsed.error?.issues ?? []) {
    ctx.addIssue({ code: "custom", path: ["companyName"], message: issue.message });
  }
};

/** The sign-up form, with the messages the sign-up page shows for each field. */
export const SignUpFormSchema = z
  .object({
    name: personNameSchema(),
    email: z
      .string()
      .trim()
      .min(1, invalid("validation.email.required"))
      .pipe(z.email(invalid("validation.email.invalid"))),
    password: z.string().min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT),
    confirmPassword: z.string(),
    acceptTerms: z.literal(true, { message: invalid("validation.terms.required") }),
    /** "I am a talent" or "I hire talent"; talent is preselected. */
    accountKind: z.enum(SIGN_UP_KINDS).default("talent"),
    companyName: z.string().default(""),
  })
  .refine(matches, passwordsMatch)
  .superRefine(companyForHirers, { when: () => true });
export type SignUpForm = z.infer<typeof SignUpFormSchema>;

export const LoginFormSchema = z.object({
  email: z.string().trim().min(1, invalid("validation.email.required")),
  password: z.string().min(1, invalid("validation.password.required")),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

/** "Forgot password?": the address to send a reset link to (the login form's rule). */
export const PasswordResetRequestFormSchema = LoginFormSchema.pick({ email: true });

/** A new verification link, asked for from a link that no longer works. */
export const ResendVerificationFormSchema = z.object({ email: emailAddressSchema() });

export const NewPasswordFormSchema = z
  .object({
    password: z.string().min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT),
    confirmPassword: z.string(),
  })
  .refine(matches, passwordsMatch);

/** The settings' "Change Password" card: every field, then the confirmation (checked even when others fail). */
export const ChangePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, invalid("validation.password.currentRequired")),
    newPassword: z
      .string()
      .min(1, invalid("validation.password.newRequired"))
      .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT),
    confirmPassword: z.string().min(1, invalid("validation.password.confirmRequired")),
  })
  .refine((form) => form.newPassword === form.confirmPassword, passwordsMatch);
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

/** The settings' "Email Address" card: the address to move the account to. */
export const ChangeEmailFormSchema = z.object({ newEmail: emailAddressSchema() });
