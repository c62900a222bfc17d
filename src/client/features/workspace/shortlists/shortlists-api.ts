import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, apiClient } from "#client/lib/api.ts";
import { shortlistKeys } from "#client/lib/query-keys.ts";
import type { ShareInput, ShortlistDetail, ShortlistInput } from "#shared/workspace/shortlists.schema";

/** One list's routes (the path parameter goes in each call). */
const one = apiClient.api.me.shortlists[":id"];
const param = (id: string) => ({ id: encodeURIComponent(id) });

/** The account's lists; with a talent, each says that talent's entry on it. */
export const shortlistsQueryOptions = (talentId?: string) =>
  queryOptions({
    queryKey: shortlistKeys.lists(talentId),
    queryFn: () => api(apiClient.api.me.shortlists.$get({ query: talentId ? { talent: talentId } : {} })),
  });

export const shortlistQueryOptions = (id: string) =>
  queryOptions({
    queryKey: shortlistKeys.detail(id),
    queryFn: () => api(one.$get({ param: param(id) })),
    retry: false,
  });

/** After a write that answers the whole list: the list's page shows it at once, the overview refetches. */
function useListAnswer() {
  const queryClient = useQueryClient();
  return (detail: ShortlistDetail) => {
    queryClient.setQueryData(shortlistKeys.detail(detail.id), detail);
    void queryClient.invalidateQueries({ queryKey: shortlistKeys.all(), refetchType: "active" });
  };
}

export function useCreateShortlist() {
  const answered = useListAnswer();
  return useMutation({
    mutationFn: (input: ShortlistInput) => api(apiClient.api.me.shortlists.$post({ json: input })),
    onSuccess: answered,
  });
}

export function useEditShortlist(id: string) {
  const answered = useListAnswer();
  return useMutation({
    mutationFn: (input: ShortlistInput) => api(one.$put({ param: param(id), json: input })),
    onSuccess: answered,
  });
}

export function useDeleteShortlist(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api(one.$delete({ param: param(id) })),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: shortlistKeys.detail(id) });
      void queryClient.invalidateQueries({ queryKey: shortlistKeys.all() });
    },
  });
}

export function useDuplicateShortlist(id: string) {
  const answered = useListAnswer();
  return useMutation({
    mutationFn: () => api(one.duplicate.$post({ param: param(id) })),
    onSuccess: answered,
  });
}

/** Adds a talent to one of the lists (the Add-to-shortlist menu); adding twice changes nothing. */
export function useAddToShortlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ shortlistId, talentId }: { shortlistId: string; talentId: string }) =>
      api(one.entries.$post({ param: param(shortlistId), json: { talentId } })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: shortlistKeys.all() }),
  });
}

export function useRemoveEntry() {
  const answered = useListAnswer();
  return useMutation({
    mutationFn: ({ shortlistId, entryId }: { shortlistId: string; entryId: string }) =>
      api(
        one.entries[":entryId"].$delete({
          param: { ...param(shortlistId), entryId: encodeURIComponent(entryId) },
        }),
      ),
    onSuccess: answered,
  });
}

/** A new order, shown at once and put back if the server refuses it. */
export function useReorder(id: string) {
  const queryClient = useQueryClient();
  const answered = useListAnswer();
  return useMutation({
    mutationFn: (entryIds: string[]) => api(one.order.$put({ param: param(id), json: { entryIds } })),
    onMutate: async (entryIds) => {
      await queryClient.cancelQueries({ queryKey: shortlistKeys.detail(id) });
      const before = queryClient.getQueryData<ShortlistDetail>(shortlistKeys.detail(id));
      if (before) {
        const byId = new Map(before.entries.map((entry) => [entry.id, entry]));
        const entries = entryIds.flatMap((entryId) => byId.get(entryId) ?? []);
        queryClient.setQueryData(shortlistKeys.detail(id), { ...before, entries });
      }
      return { before };
    },
    onError: (_error, _ids, context) => {
      if (context?.before) queryClient.setQueryData(shortlistKeys.detail(id), context.before);
      void queryClient.invalidateQueries({ queryKey: shortlistKeys.detail(id) });
    },
    onSuccess: answered,
  });
}

export function useSaveNote(id: string, entryId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (note: string) =>
      api(
        one.entries[":entryId"].note.$put({
          param: { ...param(id), entryId: encodeURIComponent(entryId) },
          json: { note },
        }),
      ),
    onSuccess: (entry) => {
      queryClient.setQueryData<ShortlistDetail>(shortlistKeys.detail(id), (before) =>
        before
          ? { ...before, entries: before.entries.map((item) => (item.id === entry.id ? entry : item)) }
          : before,
      );
    },
  });
}

export function useDismissRemoved(id: string) {
  const answered = useListAnswer();
  return useMutation({
    mutationFn: () => api(one.removed.$delete({ param: param(id) })),
    onSuccess: answered,
  });
}

export function useCreateShare(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ShareInput) => api(one.shares.$post({ param: param(id), json: input })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: shortlistKeys.detail(id) }),
  });
}

export function useRevokeShare(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shareId: string) =>
      api(
        one.shares[":shareId"].$delete({
          param: { ...param(id), shareId: encodeURIComponent(shareId) },
        }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: shortlistKeys.detail(id) }),
  });
}
