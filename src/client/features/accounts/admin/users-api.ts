import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "#client/lib/admin/admin-keys.ts";
import { api, apiClient } from "#client/lib/api.ts";
import type { AccountKind } from "#shared/accounts/account-kind-values";
import type { UserSortField } from "#shared/admin/admin-users.schema";

const users = apiClient.api.admin.users;

export type UsersParams = {
  q: string;
  /** Only accounts of this side of the market; "" for all. */
  kind: AccountKind | "";
  sort: UserSortField;
  order: "asc" | "desc";
  page: number;
};

export const usersQueryOptions = (params: UsersParams) =>
  queryOptions({
    queryKey: adminKeys.usersPage(params),
    queryFn: () =>
      api(
        users.$get({
          query: {
            sort: params.sort,
            order: params.order,
            page: String(params.page),
            q: params.q || undefined,
            kind: params.kind || undefined,
          },
        }),
      ),
    placeholderData: keepPreviousData,
  });

export type UserAction =
  | { kind: "resend"; userId: string }
  | { kind: "activate"; userId: string }
  | { kind: "role"; userId: string; role: "admin" | "user" };

function request(action: UserAction) {
  const user = users[":id"];
  const param = { id: encodeURIComponent(action.userId) };
  switch (action.kind) {
    case "resend":
      return api(user["resend-verification"].$post({ param }));
    case "activate":
      return api(user.activate.$post({ param }));
    case "role":
      return api(user.role.$put({ param, json: { role: action.role } }));
  }
}

/** Every action of the Users table's menu; the users, billing and dashboard counts follow. */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.users() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.subscriptions() });
    },
  });
}
