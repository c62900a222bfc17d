import { queryOptions } from "@tanstack/react-query";
import { api, apiClient } from "#client/lib/api.ts";
import { FIRST_ADMIN_TOKEN_HEADER, type FirstAdminInput } from "#shared/auth/first-admin.schema";

export const firstAdminKeys = {
  link: (token: string) => ["first-admin", token] as const,
};

/** Whether the link still works (the token goes in a header, never in a URL). */
export const firstAdminLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: firstAdminKeys.link(token),
    queryFn: () => api(apiClient.api["first-admin"].$get({ header: { [FIRST_ADMIN_TOKEN_HEADER]: token } })),
    // Every refusal is the server's last word on this link; asking again changes nothing.
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });

export function createFirstAdmin(token: string, input: FirstAdminInput) {
  return api(
    apiClient.api["first-admin"].$post({ header: { [FIRST_ADMIN_TOKEN_HEADER]: token }, json: input }),
  );
}
