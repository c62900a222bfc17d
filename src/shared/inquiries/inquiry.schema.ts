import { z } from "zod";
import { messageTextSchema } from "#shared/contact/contact.schema";
import { invalid } from "#shared/i18n/validation-message";
import { PAYMENT_OPTIONS, type PaymentOption } from "#shared/talents/talent.schema";
import { emailAddressSchema } from "#shared/text/email-address";
import { personNameSchema } from "#shared/text/person-name";
import { singleLineSchema } from "#shared/text/single-line";

/** The kinds of job an inquiry asks for: the payment options a talent accepts. */
export const JOB_KINDS = PAYMENT_OPTIONS;
export type JobKind = PaymentOption;
export const JOB_KIND_LABELS: Record<JobKind, string> = { PAY: "Paid Work", TFP: "Time for Prints" };

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateSchema = () =>
  z
    .string()
    .trim()
    .min(1, invalid("validation.date.required"))
    .regex(ISO_DATE, invalid("validation.date.format"))
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)), invalid("validation.date.invalid"));

/** What the job is about: the inquiry form's fields beside the sender's name, address and company. */
const inquiryJobFields = {
  kind: z.enum(JOB_KINDS, invalid("validation.inquiry.kind")),
  dateFrom: dateSchema(),
  /** The last day of a range; empty for a single day. */
  dateTo: z.union([z.literal(""), dateSchema()]).default(""),
  location: singleLineSchema(120, {
    tooLong: invalid("validation.location.tooLong"),
    required: invalid("validation.location.required"),
  }),
  /** Whole euros; null when the sender names none. */
  budget: z
    .number(invalid("validation.budget.wholeEuros"))
    .int(invalid("validation.budget.wholeEuros"))
    .min(0, invalid("validation.budget.negative"))
    .max(10_000_000, invalid("validation.budget.tooHigh"))
    .nullable()
    .default(null),
  message: messageTextSchema(),
  consent: z.literal(true, invalid("validation.inquiry.consent")),
};

/** A range's end is not before its start. */
const datesInOrder = (input: { dateFrom: string; dateTo: string }) =>
  !input.dateTo || input.dateTo >= input.dateFrom;
const endBeforeStart = { path: ["dateTo"], message: invalid("validation.date.endBeforeStart") };

/** The inquiry form, validated identically in the browser and on the server. */
export const InquiryInputSchema = z
  .object({
    name: personNameSchema(),
    email: emailAddressSchema(),
    company: singleLineSchema(120, { tooLong: invalid("validation.company.tooLong") }).default(""),
    ...inquiryJobFields,
  })
  .refine(datesInOrder, endBeforeStart);
export type InquiryInput = z.infer<typeof InquiryInputSchema>;
export type InquiryFormValues = z.input<typeof InquiryInputSchema>;

/**
 * The inquiry to a whole shortlist: the form's job fields; the name, address and company are the
 * signed-in account's.
 */
export const ListInquiryInputSchema = z.object(inquiryJobFields).refine(datesInOrder, endBeforeStart);
export type ListInquiryInput = z.infer<typeof ListInquiryInputSchema>;
export type ListInquiryFormValues = z.input<typeof ListInquiryInputSchema>;

/** A reply in a thread, by the talent or the sender: the contact form's message rules. */
export const InquiryReplySchema = z.object({ message: messageTextSchema() });
export type InquiryReply = z.infer<typeof InquiryReplySchema>;

export const InquiryReportSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, invalid("validation.report.required"))
    .max(1000, invalid("validation.report.tooLong")),
});

/** Switching inquiries on or off for the talent's profile. */
export const InquirySettingsSchema = z.object({ enabled: z.boolean() });
export type InquirySettings = z.infer<typeof InquirySettingsSchema>;

/** Moving a thread out of (or back into) the inbox. */
export const InquiryArchiveSchema = z.object({ archived: z.boolean() });

export const INQUIRY_STATUSES = ["open", "archived", "spam"] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
/** The inbox's folders, in the URL as `?folder=`. */
export const INQUIRY_FOLDERS = ["inbox", "archived", "spam"] as const;
export type InquiryFolder = (typeof INQUIRY_FOLDERS)[number];

export const InquiryMessageSchema = z.object({
  id: z.string(),
  author: z.enum(["sender", "talent"]),
  body: z.string(),
  createdAt: z.string(),
});
export type InquiryMessage = z.infer<typeof InquiryMessageSchema>;

/** What the job is about, as both sides see it. */
const InquiryJobSchema = z.object({
  kind: z.enum(JOB_KINDS),
  dateFrom: z.string(),
  dateTo: z.string().nullable(),
  location: z.string(),
  budget: z.number().int().nullable(),
});

/** A row of the talent's inbox. */
export const InquirySummarySchema = InquiryJobSchema.extend({
  id: z.string(),
  senderName: z.string(),
  senderCompany: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  unread: z.boolean(),
  reported: z.boolean(),
  /** The start of the newest message. */
  snippet: z.string(),
  createdAt: z.string(),
  lastActivityAt: z.string(),
});
export type InquirySummary = z.infer<typeof InquirySummarySchema>;

export const InquiryListSchema = z.object({
  items: z.array(InquirySummarySchema),
  /** Unread threads in the inbox folder (what the navigation shows). */
  unread: z.number().int(),
  /** Whether visitors can currently send inquiries to the profile. */
  enabled: z.boolean(),
  /** False when the account has no profile yet (nobody can write to it). */
  hasProfile: z.boolean(),
});
export type InquiryList = z.infer<typeof InquiryListSchema>;

export const InquiryUnreadSchema = z.object({ unread: z.number().int() });

/** A whole thread, as the talent sees it: the sender's address only here, inside Vitrine. */
export const InquiryThreadSchema = InquirySummarySchema.extend({
  senderEmail: z.string(),
  messages: z.array(InquiryMessageSchema),
});
export type InquiryThread = z.infer<typeof InquiryThreadSchema>;

/** The thread as the sender's private link shows it: never the talent's address. */
export const SenderThreadSchema = InquiryJobSchema.extend({
  senderName: z.string(),
  talentName: z.string(),
  /** The public profile's path, when it is public. */
  talentPath: z.string().nullable(),
  /** False once the talent archived it as spam or blocked the sender: replies are refused. */
  open: z.boolean(),
  expiresAt: z.string(),
  messages: z.array(InquiryMessageSchema),
});
export type SenderThread = z.infer<typeof SenderThreadSchema>;

/** A reported thread in the admins' Reports view. */
export const ReportedInquirySchema = InquiryThreadSchema.extend({
  talentId: z.string(),
  talentName: z.string(),
  reportReason: z.string(),
  reportedAt: z.string(),
  /** Whether the sender's address is blocked on the whole platform. */
  senderBlocked: z.boolean(),
});
export type ReportedInquiry = z.infer<typeof ReportedInquirySchema>;
export const ReportedInquiryListSchema = z.object({ items: z.array(ReportedInquirySchema) });

/** The header that carries a sender's private token (never the URL, so logs and referrers never hold it). */
export const THREAD_TOKEN_HEADER = "x-thread-token";
export { INQUIRY_RETENTION_MONTHS, THREAD_TOKEN_DAYS } from "#shared/retention/retention";
