import type { MessageId } from "#shared/i18n/translator";
import type { TalentReportReason } from "#shared/talents/talent-report.schema";

/** A report's reason in words, for the visitor's dialog and the admins' Reports view. */
export const REASON_LABELS: Record<TalentReportReason, MessageId> = {
  "fake-pictures": "reports.reason.fakePictures",
  scam: "reports.reason.scam",
  inappropriate: "reports.reason.inappropriate",
  other: "reports.reason.other",
};
