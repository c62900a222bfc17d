import { randomUUID } from "node:crypto";
import type { Selectable } from "kysely";
import type { AdminAuditLogTable, Db } from "#server/db/schema";
import {
  AUDIT_ACTIONS,
  AUDIT_RECORD_TYPES,
  type AuditAction,
  type AuditEntry,
  type AuditPage,
  type AuditRecordType,
} from "#shared/audit/audit.schema";

export type AdminAction = {
  /** The administrator who acted. */
  actor: { userId: string; email: string };
  action: AuditAction;
  recordType: AuditRecordType;
  recordId: string | null;
  /** The record's name now, so the entry stays readable after a rename or a deletion. */
  recordLabel: string;
  /** The changed fields ({field: {from, to}}) or the action's details (a reason, a count). */
  changes?: Record<string, unknown>;
};

/**
 * Records an administrator's action. Call it with the transaction that makes the change, so the
 * change and its record are stored together or not at all.
 */
export async function recordAdminAction(trx: Db, entry: AdminAction): Promise<void> {
  await trx
    .insertInto("admin_audit_log")
    .values({
      id: randomUUID(),
      actor_id: entry.actor.userId,
      actor_email: entry.actor.email,
      action: entry.action,
      record_type: entry.recordType,
      record_id: entry.recordId,
      record_label: entry.recordLabel,
      changes: JSON.stringify(entry.changes ?? {}),
      created_at: new Date().toISOString(),
    })
    .execute();
}

function toEntry(row: Selectable<AdminAuditLogTable>): AuditEntry {
  let changes: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(row.changes);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) changes = parsed as typeof changes;
  } catch {
    // A row written by hand with broken JSON still shows who did what.
  }
  return {
    id: row.id,
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: (AUDIT_ACTIONS as readonly string[]).includes(row.action)
      ? (row.action as AuditAction)
      : "talent.edit",
    recordType: (AUDIT_RECORD_TYPES as readonly string[]).includes(row.record_type)
      ? (row.record_type as AuditRecordType)
      : "talent",
    recordId: row.record_id,
    recordLabel: row.record_label,
    changes,
    createdAt: row.created_at,
  };
}

/** The newest entries first, all of them or those of one record. */
export async function listAuditEntries(
  db: Db,
  filter: { recordType?: AuditRecordType; recordId?: string; limit: number; offset: number },
): Promise<AuditPage> {
  let query = db.selectFrom("admin_audit_log");
  if (filter.recordType) query = query.where("record_type", "=", filter.recordType);
  if (filter.recordId) query = query.where("record_id", "=", filter.recordId);
  const [rows, count] = await Promise.all([
    query
      .selectAll()
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number | string>().as("count")).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map(toEntry), total: Number(count.count) };
}
