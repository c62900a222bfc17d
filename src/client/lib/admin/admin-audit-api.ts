import { queryOptions } from "@tanstack/react-query";
import type { AuditRecordType } from "#shared/audit/audit.schema";
import { api, apiClient } from "../api.ts";
import { adminKeys } from "./admin-keys.ts";

/** The newest audit entries, of all records or of one. */
export const auditQueryOptions = (filter: {
  recordType?: AuditRecordType;
  recordId?: string;
  limit: number;
}) =>
  queryOptions({
    queryKey: adminKeys.audit(filter),
    queryFn: () =>
      api(
        apiClient.api.admin.audit.$get({
          query: {
            pageSize: String(filter.limit),
            recordType: filter.recordType || undefined,
            recordId: filter.recordId || undefined,
          },
        }),
      ),
  });
