import { z } from "zod";
import { LANGUAGES } from "#shared/i18n/languages";
import { emailAddressSchema } from "#shared/text/email-address";
import { personNameSchema } from "#shared/text/person-name";
import { PlanIdSchema } from "./billing.schema.ts";

export const CANCELLATION_KINDS = ["ordinary", "extraordinary"] as const;
export type CancellationKind = (typeof CANCELLATION_KINDS)[number];

export const REASON_MAX_LENGTH = 2000;

/** The calendar day before today in UTC: the earliest date a cancellation may name in any time zone. */
const earliestDate = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

/**
 * The cancellation button's form (§ 312k BGB), validated identically in the browser and on the server:
 * who cancels, which contract (a plan), ordinary or extraordinary (then with a reason), from when (as
 * soon as possible, or a date), and the page's language, which its mails are written in.
 */
export const CancellationRequestSchema = z
  .object({
    name: personNameSchema(),
    email: emailAddressSchema(),
    planId: PlanIdSchema,
    kind: z.enum(CANCELLATION_KINDS),
    reason: z.string().trim().max(REASON_MAX_LENGTH, "billing.cancelContract.reasonTooLong"),
    effective: z.enum(["asap", "date"]),
    /** YYYY-MM-DD with `effective: "date"`; ignored otherwise. */
    effectiveDate: z.string().trim(),
    language: z.enum(LANGUAGES),
  })
  .superRefine((value, ctx) => {
    if (value.kind === "extraordinary" && !value.reason) {
      ctx.addIssue({ code: "custom", path: ["reason"], message: "billing.cancelContract.reasonRequired" });
    }
    if (value.effective === "date") {
      if (!z.iso.date().safeParse(value.effectiveDate).success) {
        ctx.addIssue({
          code: "custom",
          path: ["effectiveDate"],
          message: "billing.cancelContract.dateRequired",
        });
      } else if (value.effectiveDate < earliestDate()) {
        ctx.addIssue({ code: "custom", path: ["effectiveDate"], message: "billing.cancelContract.datePast" });
      }
    }
  });
export type CancellationRequest = z.infer<typeof CancellationRequestSchema>;

/**
 * The confirmation of receipt the page shows: when it was received, and, for a signed-in account
 * whose plan it ended, that plan and when it ends. Nothing else is told to a person not signed in.
 */
export const CancellationReceiptSchema = z.object({
  id: z.string(),
  receivedAt: z.string(),
  outcome: z.enum(["plan-ends", "received"]),
  planName: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type CancellationReceipt = z.infer<typeof CancellationReceiptSchema>;

/** The one-click link's token, from the confirmation of receipt. */
export const CancellationConfirmSchema = z.object({ token: z.string().min(20).max(200) });

/** What the one-click link did: ended the plan (and when it ends), or handed it to our team. */
export const CancellationConfirmedSchema = z.object({
  outcome: z.enum(["plan-ends", "received"]),
  planName: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type CancellationConfirmed = z.infer<typeof CancellationConfirmedSchema>;
