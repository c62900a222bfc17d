/**
 * The fields whose values differ between two versions of a record, as {field: {from, to}}, for the
 * audit trail. Values compare by their JSON, so lists and objects count as changed only when their
 * content changed.
 */
export function changedFields<T extends object>(
  before: T,
  after: T,
  fields: readonly (keyof T & string)[],
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of fields) {
    const from = before[field];
    const to = after[field];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[field] = { from: from ?? null, to: to ?? null };
  }
  return changes;
}
