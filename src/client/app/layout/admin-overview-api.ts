import { queryOptions } from "@tanstack/react-query";
import { adminKeys } from "#client/lib/admin/admin-keys.ts";
import { api, apiClient } from "#client/lib/api.ts";

/** The dashboard's counts and the sidebar's unread count; live changes refresh them. */
export const adminOverviewQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.overview(),
    queryFn: () => api(apiClient.api.admin.overview.$get()),
  });
