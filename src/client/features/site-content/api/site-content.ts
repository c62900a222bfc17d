import { queryOptions } from "@tanstack/react-query";
import { type ApiClient, api, apiClient } from "#client/lib/api.ts";
import { siteKeys } from "#client/lib/query-keys.ts";

/** The testimonials and team the admins manage (GET /api/site-content); live changes refresh it. */
export const siteContentQueryOptions = (client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: siteKeys.content(),
    queryFn: () => api(client.api["site-content"].$get()),
  });
