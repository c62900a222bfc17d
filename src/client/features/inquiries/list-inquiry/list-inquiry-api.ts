import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, apiClient } from "#client/lib/api.ts";
import { accountKeys } from "#client/lib/query-keys.ts";
import type { ListInquiryInput } from "#shared/inquiries/inquiry.schema";

/** The threads an account sent from its workspace, under the account's own data. */
export const listInquiryKeys = {
  all: () => [...accountKeys.all(), "sent-inquiries"] as const,
  ofList: (shortlistId: string) => [...accountKeys.all(), "sent-inquiries", "list", shortlistId] as const,
  thread: (id: string) => [...accountKeys.all(), "sent-inquiries", "thread", id] as const,
};

const param = (id: string) => ({ id: encodeURIComponent(id) });

export const listThreadsQueryOptions = (shortlistId: string) =>
  queryOptions({
    queryKey: listInquiryKeys.ofList(shortlistId),
    queryFn: async () =>
      (await api(apiClient.api.me.shortlists[":id"].inquiries.$get({ param: param(shortlistId) }))).items,
  });

export const sentThreadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: listInquiryKeys.thread(id),
    queryFn: () => api(apiClient.api.me["sent-inquiries"][":id"].$get({ param: param(id) })),
    retry: false,
  });

/** One inquiry to the whole list; its threads are fresh afterwards. */
export function useSendListInquiry(shortlistId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ListInquiryInput) =>
      api(apiClient.api.me.shortlists[":id"].inquiries.$post({ param: param(shortlistId), json: input })),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: listInquiryKeys.ofList(shortlistId) }),
  });
}

/** The account's answer in a thread it sent. */
export function useSentThreadReply(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api(apiClient.api.me["sent-inquiries"][":id"].replies.$post({ param: param(id), json: { message } })),
    onSuccess: (thread) => {
      queryClient.setQueryData(listInquiryKeys.thread(id), thread);
      void queryClient.invalidateQueries({ queryKey: listInquiryKeys.all() });
    },
  });
}
