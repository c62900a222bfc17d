import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import type {
  AdminSubscription,
  PlanChoice,
  UserSortField,
  UsersPage,
} from "#shared/admin/admin-users.schema";
import { api } from "../../../lib/api.ts";
import { adminKeys } from "./admin-keys.ts";

const usersKey = [...adminKeys.all, "users"] as const;
const subscriptionsKey = [...adminKeys.all, "subscriptions"] as const;

export type UsersParams = { q: string; sort: UserSortField; order: "asc" | "desc"; page: number };

export const usersQueryOptions = (params: UsersParams) =>
  queryOptions({
    queryKey: [...usersKey, params],
    queryFn: () => {
      const search = new URLSearchParams({
        sort: params.sort,
        order: params.order,
        page: String(params.page),
      });
      if (params.q) search.set("q", params.q);
      return api<UsersPage>(`/api/admin/users?${search}`);
    },
    placeholderData: keepPreviousData,
  });

export const planChoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, "plans"],
    queryFn: () => api<{ plans: PlanChoice[] }>("/api/admin/plans").then((r) => r.plans),
  });

export const subscriptionsQueryOptions = () =>
  queryOptions({
    queryKey: subscriptionsKey,
    queryFn: () => api<{ items: AdminSubscription[] }>("/api/admin/subscriptions").then((r) => r.items),
  });

export type UserAction =
  | { kind: "resend"; userId: string }
  | { kind: "activate"; userId: string }
  | { kind: "plan"; userId: string; priceId: string }
  | { kind: "role"; userId: string; role: "admin" | "user" };

function request(action: UserAction) {
  const base = `/api/admin/users/${encodeURIComponent(action.userId)}`;
  switch (action.kind) {
    case "resend":
      return api(`${base}/resend-verification`, { method: "POST", json: {} });
    case "activate":
      return api(`${base}/activate`, { method: "POST", json: {} });
    case "plan":
      return api(`${base}/plan`, { method: "PUT", json: { priceId: action.priceId } });
    case "role":
      return api(`${base}/role`, { method: "PUT", json: { role: action.role } });
  }
}

/** Every action of the Users table's menu; the users, billing and dashboard counts follow. */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: usersKey });
      void queryClient.invalidateQueries({ queryKey: subscriptionsKey });
    },
  });
}
