import { queryOptions } from "@tanstack/react-query";
import { type ApiClient, api, apiClient } from "#client/lib/api.ts";
import { talentKeys } from "#client/lib/query-keys.ts";

/** Featured approved talents, in the administrators' order: the home carousel and the list's strip. */
export const featuredTalentsQueryOptions = (client: ApiClient = apiClient) =>
  queryOptions({
    queryKey: talentKeys.featured(),
    queryFn: () => api(client.api.talents.featured.$get()).then((r) => r.items),
  });
