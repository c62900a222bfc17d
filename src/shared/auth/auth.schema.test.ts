import { describe, expect, it } from "vitest";
import { fieldErrors } from "#shared/field-errors";
import {
  ChangeEmailFormSchema,
  ChangePasswordFormSchema,
  PasswordResetRequestFormSchema,
  ResendVerificationFormSchema,
  SignUpFormSchema,
} from "./auth.schema.ts";

const valid = {
  name: "Lena",
  email: "lena@example.com",
  password: "secret1",
  confirmPassword: "secret1",
  acceptTerms: true,
};

describe("the sign-up form rules", () => {
  it("accepts a complete form", () => {
    expect(SignUpFormSchema.safeParse(valid).success).toBe(true);
  });

  it.each([
    [{ name: " " }, "name", "validation.name.required"],
    [{ email: "" }, "email", "validation.email.required"],
    [{ password: "12345", confirmPassword: "12345" }, "password", "validation.password.tooShort"],
    [{ confirmPassword: "secret2" }, "confirmPassword", "validation.password.mismatch"],
    [{ acceptTerms: false }, "acceptTerms", "validation.terms.required"],
    [{ accountKind: "hirer", companyName: " " }, "companyName", "validation.companyName.required"],
    [{ accountKind: "hirer", companyName: "A" }, "companyName", "validation.companyName.tooShort"],
  ])("%o fails on %s with the field's message", (change, field, message) => {
    const result = SignUpFormSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)[field]).toBe(message);
  });
});

it("reports every broken rule at once", () => {
  const result = SignUpFormSchema.safeParse({
    name: "",
    email: "",
    password: "1",
    confirmPassword: "2",
    acceptTerms: false,
  });
  expect(result.success).toBe(false);
  if (!result.success) {
    expect(Object.keys(fieldErrors(result.error)).sort()).toEqual([
      "acceptTerms",
      "confirmPassword",
      "email",
      "name",
      "password",
    ]);
  }
});

it("asks for a company only of one who hires talent: a talent's typed company is ignored", () => {
  expect(
    SignUpFormSchema.safeParse({ ...valid, accountKind: "talent", companyName: "Left over" }).success,
  ).toBe(true);
  expect(
    SignUpFormSchema.safeParse({ ...valid, accountKind: "hirer", companyName: "Atelier Nord" }).success,
  ).toBe(true);
  const both = SignUpFormSchema.safeParse({ ...valid, name: "", accountKind: "hirer", companyName: "" });
  expect(both.success).toBe(false);
  if (!both.success) expect(Object.keys(fieldErrors(both.error)).sort()).toEqual(["companyName", "name"]);
});

describe("the e-mail-only forms", () => {
  it("a reset link asks for an address, as the login form does", () => {
    const result = PasswordResetRequestFormSchema.safeParse({ email: "  " });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error).email).toBe("validation.email.required");
    expect(PasswordResetRequestFormSchema.parse({ email: " lena@example.com " })).toEqual({
      email: "lena@example.com",
    });
  });

  it("a new verification link needs a valid address", () => {
    const result = ResendVerificationFormSchema.safeParse({ email: "lena@" });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error).email).toBe("validation.email.invalid");
    expect(ResendVerificationFormSchema.safeParse({ email: "lena@example.com" }).success).toBe(true);
  });
});

describe("the settings' forms", () => {
  const filled = { currentPassword: "old-secret", newPassword: "secret1", confirmPassword: "secret1" };

  it.each([
    [{ currentPassword: "" }, "currentPassword", "validation.password.currentRequired"],
    [{ newPassword: "", confirmPassword: "" }, "newPassword", "validation.password.newRequired"],
    [{ newPassword: "12345", confirmPassword: "12345" }, "newPassword", "validation.password.tooShort"],
    [{ confirmPassword: "" }, "confirmPassword", "validation.password.confirmRequired"],
    [{ confirmPassword: "secret2" }, "confirmPassword", "validation.password.mismatch"],
  ])("a password change %o fails on %s", (change, field, message) => {
    const result = ChangePasswordFormSchema.safeParse({ ...filled, ...change });
    expect(result.success).toBe(false);
    if (!result.success) expect(fieldErrors(result.error)[field]).toBe(message);
  });

  it("a complete password change passes", () => {
    expect(ChangePasswordFormSchema.safeParse(filled).success).toBe(true);
  });

  it("a new address is trimmed and must be valid", () => {
    expect(ChangeEmailFormSchema.parse({ newEmail: " new@example.com " })).toEqual({
      newEmail: "new@example.com",
    });
    expect(ChangeEmailFormSchema.safeParse({ newEmail: "new@" }).success).toBe(false);
  });
});
