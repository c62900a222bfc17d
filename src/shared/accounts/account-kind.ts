import { z } from "zod";
import { invalid } from "#shared/i18n/validation-message";
import { normalisePersonName } from "#shared/text/person-name";
import {
  ACCOUNT_KINDS,
  type AccountKind,
  COMPANY_NAME_MAX_LENGTH,
  COMPANY_NAME_MIN_LENGTH,
  hiresTalent,
  offersTalent,
} from "./account-kind-values.ts";

// The rules of an account's side as zod schemas, for the forms and the server; the kinds themselves
// and their predicates are in ./account-kind-values.ts, which the first visit reads without zod.

/** A company name: one line, normalised like a person's name, 2 to 120 characters. */
export function companyNameSchema() {
  return z
    .string({ error: invalid("validation.companyName.required") })
    .transform(normalisePersonName)
    .pipe(
      z
        .string()
        .min(1, { message: invalid("validation.companyName.required"), abort: true })
        .min(COMPANY_NAME_MIN_LENGTH, invalid("validation.companyName.tooShort"))
        .max(COMPANY_NAME_MAX_LENGTH, invalid("validation.companyName.tooLong")),
    );
}

/** No company: absent, null or nothing but spaces. */
const noCompany = z
  .string()
  .transform(normalisePersonName)
  .pipe(z.literal("", { message: invalid("validation.companyName.onlyForHirers") }))
  .nullish()
  .transform(() => null);

/**
 * The side chosen at sign-up, as the sign-up form and the server's sign-up check both read it: a
 * talent has no company; an account that hires talent must name its company. The output is what the
 * account stores.
 */
export const SignUpAccountKindSchema = z.discriminatedUnion(
  "accountKind",
  [
    z.object({ accountKind: z.literal("talent"), companyName: noCompany }),
    z.object({ accountKind: z.literal("hirer"), companyName: companyNameSchema() }),
  ],
  { error: invalid("validation.accountKind.unknown") },
);
export type SignUpAccountKind = z.output<typeof SignUpAccountKindSchema>;

/** Adding the other side to an existing account (PUT /api/account/kind); a side is never removed. */
export const AddAccountSideSchema = z.discriminatedUnion(
  "add",
  [
    z.object({ add: z.literal("hirer"), companyName: companyNameSchema() }),
    z.object({ add: z.literal("talent") }),
  ],
  { error: invalid("validation.accountKind.unknown") },
);
export type AddAccountSide = z.output<typeof AddAccountSideSchema>;

/** The account's kind and company after adding a side: adding a side it has changes nothing. */
export function withSideAdded(
  current: { accountKind: AccountKind; companyName: string | null },
  change: AddAccountSide,
): { accountKind: AccountKind; companyName: string | null } {
  const hires = hiresTalent(current.accountKind) || change.add === "hirer";
  const offers = offersTalent(current.accountKind) || change.add === "talent";
  const accountKind: AccountKind = hires && offers ? "both" : hires ? "hirer" : "talent";
  const companyName =
    change.add === "hirer" && !current.companyName ? change.companyName : current.companyName;
  return { accountKind, companyName };
}

/** The account's side as the client reads it (GET /api/account/kind's answer, and PUT's). */
export const AccountKindStateSchema = z.object({
  accountKind: z.enum(ACCOUNT_KINDS),
  companyName: z.string().nullable(),
});
export type AccountKindState = z.infer<typeof AccountKindStateSchema>;

/** The Settings form by which a talent hires talent too: the company's name. */
export const HireTalentTooFormSchema = z.object({ companyName: companyNameSchema() });
