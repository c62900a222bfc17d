import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "#client/lib/admin/admin-keys.ts";
import { api, apiClient } from "#client/lib/api.ts";

export const planChoicesQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.plans(),
    queryFn: () => api(apiClient.api.admin.plans.$get()).then((r) => r.plans),
  });

export const subscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.subscriptions(),
    queryFn: () => api(apiClient.api.admin.subscriptions.$get()).then((r) => r.items),
  });

/** Gives an account a plan for one year; the users, billing and dashboard counts follow. */
export function useAssignPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, priceId }: { userId: string; priceId: string }) =>
      api(
        apiClient.api.admin.users[":id"].plan.$put({
          param: { id: encodeURIComponent(userId) },
          json: { priceId },
        }),
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.users() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.subscriptions() });
    },
  });
}
