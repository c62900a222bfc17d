import { queryOptions } from "@tanstack/react-query";
import { api, apiClient } from "#client/lib/api.ts";
import { accountKeys } from "#client/lib/query-keys.ts";

/** The workspace's query keys, below the signed-in account's root. */
export const workspaceKeys = {
  favourites: () => [...accountKeys.all(), "favourites"] as const,
  favouriteList: () => [...accountKeys.all(), "favourites", "list"] as const,
  favouriteIds: () => [...accountKeys.all(), "favourites", "ids"] as const,
  overview: () => [...accountKeys.all(), "workspace"] as const,
  talentInterest: () => [...accountKeys.all(), "talent-interest"] as const,
};

/** The account's favourite talents as cards, newest favourite first. */
export const favouritesQueryOptions = () =>
  queryOptions({
    queryKey: workspaceKeys.favouriteList(),
    queryFn: async () => (await api(apiClient.api.me.favourites.$get())).items,
  });

/** The ids of the account's favourites, for the hearts. */
export const favouriteIdsQueryOptions = () =>
  queryOptions({
    queryKey: workspaceKeys.favouriteIds(),
    queryFn: async () => (await api(apiClient.api.me.favourites.ids.$get())).ids,
    staleTime: 60_000,
  });

/** Adds the talent to the favourites (true) or removes it (false). */
export const setFavourite = ({ talentId, favourite }: { talentId: string; favourite: boolean }) =>
  api(
    favourite
      ? apiClient.api.me.favourites[":id"].$put({ param: { id: talentId } })
      : apiClient.api.me.favourites[":id"].$delete({ param: { id: talentId } }),
  );
