import { useQuery } from "@tanstack/react-query";
import { auditQueryOptions } from "#client/lib/admin/admin-audit-api.ts";
import { auditDetails, auditSentence } from "#client/lib/admin/audit-format.ts";
import { useFormat, useLanguage, useT } from "#client/lib/i18n/use-t.ts";
import type { AuditRecordType } from "#shared/audit/audit.schema";
import { LoadFailure } from "../load-failure.tsx";
import { Skeleton } from "../ui/skeleton.tsx";

/**
 * The newest administrator actions, of all records or of one, with what changed. Live changes
 * refresh it like every admin query.
 */
export function AuditList({
  recordType,
  recordId,
  limit,
  empty,
}: {
  recordType?: AuditRecordType;
  recordId?: string;
  limit: number;
  empty: string;
}) {
  const audit = useQuery(auditQueryOptions({ recordType, recordId, limit }));
  const t = useT();
  const language = useLanguage();
  const { dateTime } = useFormat();
  const reader = { t, language };
  if (audit.isPending) {
    return (
      <div className="space-y-3" aria-hidden>
        <Skeleton className="h-10 w-full rounded-md" />
        <Skeleton className="h-10 w-4/5 rounded-md" />
        <Skeleton className="h-10 w-3/5 rounded-md" />
      </div>
    );
  }
  if (audit.isError) {
    return (
      <LoadFailure title={t("admin.loadFailed")} error={audit.error} onRetry={() => void audit.refetch()} />
    );
  }
  if (audit.data.items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ol className="space-y-3">
      {audit.data.items.map((entry) => {
        const details = auditDetails(entry, reader);
        return (
          <li key={entry.id} className="border-l-2 border-border pl-3">
            <p className="text-sm break-words">{auditSentence(entry, t)}</p>
            <p className="text-xs text-muted-foreground">
              <time dateTime={entry.createdAt}>{dateTime(entry.createdAt)}</time>
            </p>
            {details.length ? (
              <ul className="mt-1 space-y-0.5 text-xs text-muted-foreground">
                {details.map((line) => (
                  <li key={line} className="break-words">
                    {line}
                  </li>
                ))}
              </ul>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
