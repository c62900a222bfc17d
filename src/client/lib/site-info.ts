import { queryOptions, useQuery } from "@tanstack/react-query";
import type { SiteInfo } from "#shared/site/site-info.schema";
import { type ApiClient, api, apiClient } from "./api.ts";
import { siteKeys } from "./query-keys.ts";

/** The operator's configuration behind GET /api/site; it changes only with a server restart. */
export const siteInfoQueryOptions = (client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: siteKeys.info(),
    queryFn: () => api(client.api.site.$get()),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The company, contact address and social accounts; undefined while loading. */
export function useSiteInfo(): SiteInfo | undefined {
  return useQuery(siteInfoQueryOptions()).data;
}
