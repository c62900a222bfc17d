import { z } from "zod";

/**
 * What administrators do, as the audit trail names it. Other admin features add their actions
 * here, so the panel can name every entry.
 */
export const AUDIT_ACTIONS = [
  "talent.create",
  "talent.edit",
  "talent.approve",
  "talent.reject",
  "talent.delete",
  "talents.seed",
  "talents.reorder",
  "user.activate",
  "user.resend-verification",
  "user.assign-plan",
  "user.role-change",
  "user.create-first-admin",
  "content.create",
  "content.edit",
  "content.delete",
  "content.reorder",
  "inquiry.block-sender",
  "inquiry.unblock-sender",
  "inquiry.dismiss-report",
  "talent.report-dismiss",
  "talent.report-request-changes",
  "talent.report-take-down",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of record an entry can point to. */
export const AUDIT_RECORD_TYPES = ["talent", "user", "subscription", "content", "inquiry"] as const;
export type AuditRecordType = (typeof AUDIT_RECORD_TYPES)[number];

/** How the panel words each action ("{who} approved {record}"). */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  "talent.create": "created",
  "talent.edit": "edited",
  "talent.approve": "approved",
  "talent.reject": "rejected",
  "talent.delete": "deleted",
  "talents.seed": "loaded the sample talents",
  "talents.reorder": "reordered the featured talents",
  "user.activate": "activated",
  "user.resend-verification": "resent the verification link to",
  "user.assign-plan": "assigned a plan to",
  "user.role-change": "changed the role of",
  "user.create-first-admin": "created with the one-time start link the administrator account",
  "content.create": "added",
  "content.edit": "edited",
  "content.delete": "deleted",
  "content.reorder": "reordered",
  "inquiry.block-sender": "blocked on the whole platform the sender of",
  "inquiry.unblock-sender": "unblocked the sender of",
  "inquiry.dismiss-report": "dismissed the report on",
  "talent.report-dismiss": "dismissed a visitor's report on",
  "talent.report-request-changes": "asked for a change after a visitor's report on",
  "talent.report-take-down": "took down after a visitor's report",
};

export const AuditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string(),
  actorEmail: z.string(),
  action: z.enum(AUDIT_ACTIONS),
  recordType: z.enum(AUDIT_RECORD_TYPES),
  recordId: z.string().nullable(),
  /** The record's name when the action happened (it may be gone or renamed since). */
  recordLabel: z.string(),
  /** The changed fields ({field: {from, to}}) or the action's details (a reason, a count). */
  changes: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  items: z.array(AuditEntrySchema),
  total: z.number().int(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;
