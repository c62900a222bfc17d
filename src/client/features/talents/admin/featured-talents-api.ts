import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "#client/lib/admin/admin-keys.ts";
import { api, apiClient } from "#client/lib/api.ts";

const featured = apiClient.api.admin["featured-talents"];

export const featuredTalentsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.featuredTalents(),
    queryFn: () => api(featured.$get()).then((r) => r.items),
  });

/** Saves the whole order in one request; the list shows the saved order afterwards. */
export function useSaveFeaturedOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) => api(featured.order.$put({ json: { ids } })).then((r) => r.items),
    onSuccess: (items) => queryClient.setQueryData(adminKeys.featuredTalents(), items),
    // After a refusal (someone else changed the list) the list is read again.
    onError: () => queryClient.invalidateQueries({ queryKey: adminKeys.featuredTalents() }),
  });
}
