import { z } from "zod";
import type { MessageId } from "#shared/i18n/translator";

/** Why a visitor reports a public profile. */
export const TALENT_REPORT_REASONS = ["fake-pictures", "scam", "inappropriate", "other"] as const;
export type TalentReportReason = (typeof TALENT_REPORT_REASONS)[number];

/** What an administrator did with a report; `open` until then. */
export const TALENT_REPORT_STATUSES = ["open", "dismissed", "changes-requested", "taken-down"] as const;
export type TalentReportStatus = (typeof TALENT_REPORT_STATUSES)[number];

export const TALENT_REPORT_TEXT_MAX = 2000;
/** The admin's note to the talent when asking for a change or taking the profile down. */
export const TALENT_REPORT_NOTE_MAX = 2000;

const reasonRequired: MessageId = "reports.validation.reasonRequired";
const textRequired: MessageId = "reports.validation.textRequired";
const textTooLong: MessageId = "reports.validation.textTooLong";

/**
 * A visitor's report, validated identically in the browser and on the server: the text is optional
 * except for "other", where it says what is wrong. The reporter's address is not asked.
 */
export const TalentReportInputSchema = z
  .object({
    reason: z.enum(TALENT_REPORT_REASONS, { message: reasonRequired }),
    text: z.string().trim().max(TALENT_REPORT_TEXT_MAX, textTooLong).default(""),
  })
  .superRefine((input, ctx) => {
    if (input.reason === "other" && !input.text) {
      ctx.addIssue({ code: "custom", path: ["text"], message: textRequired });
    }
  });
export type TalentReportInput = z.input<typeof TalentReportInputSchema>;

/** An open report in the admins' Reports view, with the profile it is about. */
export const TalentReportSchema = z.object({
  id: z.string(),
  talentId: z.string(),
  talentName: z.string(),
  /** The public profile's path (`/talents/<slug>`), while the profile is public; else null. */
  profilePath: z.string().nullable(),
  reason: z.enum(TALENT_REPORT_REASONS),
  text: z.string(),
  createdAt: z.string(),
  status: z.enum(TALENT_REPORT_STATUSES),
});
export type TalentReport = z.infer<typeof TalentReportSchema>;
export const TalentReportListSchema = z.object({ items: z.array(TalentReportSchema) });

/** The admin's note to the talent (asking for a change, taking the profile down). */
export const TalentReportNoteSchema = z.object({
  note: z.string().trim().min(1).max(TALENT_REPORT_NOTE_MAX),
});
