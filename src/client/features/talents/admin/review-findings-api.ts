import { queryOptions } from "@tanstack/react-query";
import { adminKeys } from "#client/lib/admin/admin-keys.ts";
import { api, apiClient } from "#client/lib/api.ts";

/** What the review checks found on the version last submitted (ADR 52). */
export const reviewFindingsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.reviewFindings(id),
    queryFn: () =>
      api(
        apiClient.api.admin.talents[":id"]["review-findings"].$get({ param: { id: encodeURIComponent(id) } }),
      ).then((r) => r.findings),
  });
