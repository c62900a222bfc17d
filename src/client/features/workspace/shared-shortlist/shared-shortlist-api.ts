import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, apiClient } from "#client/lib/api.ts";
import {
  type PickInput,
  SHARE_TOKEN_HEADER,
  type SharedShortlist,
} from "#shared/workspace/shortlists.schema";

/** Not under the account's keys: a client's page has no account (the token names the list). */
export const sharedShortlistKeys = {
  list: (token: string) => ["shared-shortlist", token] as const,
};

export const sharedShortlistQueryOptions = (token: string) =>
  queryOptions({
    queryKey: sharedShortlistKeys.list(token),
    queryFn: () => api(apiClient.api["shared-shortlist"].$get({ header: { [SHARE_TOKEN_HEADER]: token } })),
    retry: false,
  });

/** The client's verdict on one talent; the page's list shows it once saved. */
export function useSavePick(token: string, talentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PickInput) =>
      api(
        apiClient.api["shared-shortlist"].picks[":talentId"].$put({
          param: { talentId: encodeURIComponent(talentId) },
          header: { [SHARE_TOKEN_HEADER]: token },
          json: input,
        }),
      ),
    onSuccess: (pick) =>
      queryClient.setQueryData<SharedShortlist>(sharedShortlistKeys.list(token), (before) =>
        before
          ? { ...before, picks: [...before.picks.filter((p) => p.talentId !== pick.talentId), pick] }
          : before,
      ),
  });
}
