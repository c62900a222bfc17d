import { queryOptions } from "@tanstack/react-query";
import type { AuditPage, AuditRecordType } from "#shared/audit/audit.schema";
import { api } from "../../../lib/api.ts";
import { adminKeys } from "./admin-keys.ts";

/** The newest audit entries, of all records or of one. */
export const auditQueryOptions = (filter: {
  recordType?: AuditRecordType;
  recordId?: string;
  limit: number;
}) =>
  queryOptions({
    queryKey: adminKeys.audit(filter),
    queryFn: () => {
      const params = new URLSearchParams({ pageSize: String(filter.limit) });
      if (filter.recordType) params.set("recordType", filter.recordType);
      if (filter.recordId) params.set("recordId", filter.recordId);
      return api<AuditPage>(`/api/admin/audit?${params}`);
    },
  });
