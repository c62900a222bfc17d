import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type { FeaturedTalent } from "#shared/admin/featured-talents.schema";
import { api } from "../../../lib/api.ts";
import { adminKeys } from "./admin-keys.ts";

const featuredKey = [...adminKeys.all, "featured-talents"] as const;

export const featuredTalentsQueryOptions = () =>
  queryOptions({
    queryKey: featuredKey,
    queryFn: () => api<{ items: FeaturedTalent[] }>("/api/admin/featured-talents").then((r) => r.items),
  });

/** Saves the whole order in one request; the list shows the saved order afterwards. */
export function useSaveFeaturedOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api<{ items: FeaturedTalent[] }>("/api/admin/featured-talents/order", {
        method: "PUT",
        json: { ids },
      }).then((r) => r.items),
    onSuccess: (items) => queryClient.setQueryData(featuredKey, items),
    // After a refusal (someone else changed the list) the list is read again.
    onError: () => queryClient.invalidateQueries({ queryKey: featuredKey }),
  });
}
