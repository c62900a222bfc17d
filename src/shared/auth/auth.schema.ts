import { z } from "zod";
import { personNameSchema } from "../text/person-name.ts";

export const MIN_PASSWORD_LENGTH = 6;

/** Checks the confirmation even when other fields failed, so every message shows at once. */
const passwordsMatch = {
  path: ["confirmPassword"],
  message: "The passwords do not match",
  when: () => true,
};
const matches = (form: { password?: unknown; confirmPassword?: unknown }) =>
  form.password === form.confirmPassword;

/** The sign-up form, with the spec's messages. */
export const SignUpFormSchema = z
  .object({
    name: personNameSchema(),
    email: z.string().trim().min(1, "Email is required").pipe(z.email("Please enter a valid email address")),
    password: z.string().min(MIN_PASSWORD_LENGTH, "Password must be at least 6 characters"),
    confirmPassword: z.string(),
    acceptTerms: z.literal(true, { message: "You must accept the terms and privacy policy" }),
  })
  .refine(matches, passwordsMatch);
export type SignUpForm = z.infer<typeof SignUpFormSchema>;

export const LoginFormSchema = z.object({
  email: z.string().trim().min(1, "Email is required"),
  password: z.string().min(1, "Password is required"),
});
export type LoginForm = z.infer<typeof LoginFormSchema>;

export const NewPasswordFormSchema = z
  .object({
    password: z.string().min(MIN_PASSWORD_LENGTH, "Password must be at least 6 characters"),
    confirmPassword: z.string(),
  })
  .refine(matches, passwordsMatch);
