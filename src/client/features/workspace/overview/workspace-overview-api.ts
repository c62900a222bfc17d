import { queryOptions } from "@tanstack/react-query";
import { api, apiClient } from "#client/lib/api.ts";
import { workspaceKeys } from "../favourites/favourites-api.ts";

/** The overview's counts: favourites, shortlists, saved searches and what is new in them. */
export const workspaceOverviewQueryOptions = () =>
  queryOptions({
    queryKey: workspaceKeys.overview(),
    queryFn: () => api(apiClient.api.me.workspace.$get()),
  });
