import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { adminKeys } from "#client/lib/admin/admin-keys.ts";
import { api, apiClient } from "#client/lib/api.ts";
import type { InsightRange } from "#shared/admin/insight-weeks";

/** The dashboard's charts over `weeks` weeks; a switch of range keeps the last figures until the new ones arrive. */
export const adminInsightQueryOptions = (weeks: InsightRange) =>
  queryOptions({
    queryKey: adminKeys.insight(weeks),
    queryFn: () => api(apiClient.api.admin.insight.$get({ query: { weeks } })),
    placeholderData: keepPreviousData,
  });
