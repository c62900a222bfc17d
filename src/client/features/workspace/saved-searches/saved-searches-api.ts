import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, apiClient } from "#client/lib/api.ts";
import { accountKeys } from "#client/lib/query-keys.ts";
import {
  ALERT_TOKEN_HEADER,
  type SavedSearch,
  type SavedSearchAlert,
  type SavedSearchInput,
} from "#shared/workspace/saved-searches.schema";

/** The saved searches' query keys, under the account's own data. */
export const savedSearchKeys = {
  all: () => [...accountKeys.all(), "saved-searches"] as const,
  subscription: (token: string) => ["saved-search-alert", token] as const,
};

export const savedSearchesQueryOptions = () =>
  queryOptions({
    queryKey: savedSearchKeys.all(),
    queryFn: async () => (await api(apiClient.api.me["saved-searches"].$get())).items,
  });

const searchParam = (id: string) => ({ id: encodeURIComponent(id) });

/** Saving the /talents filters; the list is fresh afterwards. */
export function useSaveSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SavedSearchInput) => api(apiClient.api.me["saved-searches"].$post({ json: input })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: savedSearchKeys.all() }),
  });
}

/** Renaming a search or changing its alert. */
export function useChangeSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...change }: { id: string; name?: string; alert?: SavedSearchAlert }) =>
      api(apiClient.api.me["saved-searches"][":id"].$patch({ param: searchParam(id), json: change })),
    onSuccess: (changed) => {
      queryClient.setQueryData(savedSearchKeys.all(), (items: SavedSearch[] | undefined) =>
        items?.map((item) => (item.id === changed.id ? changed : item)),
      );
    },
  });
}

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api(apiClient.api.me["saved-searches"][":id"].$delete({ param: searchParam(id) })).then(() => id),
    onSuccess: (id) => {
      queryClient.setQueryData(savedSearchKeys.all(), (items: SavedSearch[] | undefined) =>
        items?.filter((item) => item.id !== id),
      );
    },
  });
}

/** Opening a search marks it visited: its talents are no longer new. */
export function visitSavedSearch(id: string) {
  return api(apiClient.api.me["saved-searches"][":id"].visit.$post({ param: searchParam(id), json: {} }));
}

/** The search an unsubscribe link names (no sign-in). */
export const alertSubscriptionQueryOptions = (token: string) =>
  queryOptions({
    queryKey: savedSearchKeys.subscription(token),
    queryFn: () =>
      api(
        apiClient.api["saved-search-alerts"].subscription.$get({ header: { [ALERT_TOKEN_HEADER]: token } }),
      ),
    retry: false,
  });

/** Turns the alert off with the link's token, as a mail client's one-click unsubscribe does. */
export function useUnsubscribeAlert(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api(
        apiClient.api["saved-search-alerts"].unsubscribe.$post({
          query: {},
          header: { [ALERT_TOKEN_HEADER]: token },
          form: { "List-Unsubscribe": "One-Click" },
        }),
      ),
    onSuccess: (answer) => queryClient.setQueryData(savedSearchKeys.subscription(token), answer),
  });
}
