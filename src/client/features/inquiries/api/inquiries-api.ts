import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { api, apiClient } from "#client/lib/api.ts";
import { accountKeys } from "#client/lib/query-keys.ts";
import { type InquiryFolder, type InquiryInput, THREAD_TOKEN_HEADER } from "#shared/inquiries/inquiry.schema";

export const inquiryKeys = {
  folder: (folder: InquiryFolder) => [...accountKeys.inquiries(), "folder", folder] as const,
  thread: (id: string) => [...accountKeys.inquiries(), "thread", id] as const,
  sender: (token: string) => ["inquiry-thread", token] as const,
  talent: (slug: string) => ["inquiries", "talent", slug] as const,
};

/** The profile an inquiry is for (the public read: never the talent's hidden address). */
export const inquiryTalentQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: inquiryKeys.talent(slug),
    queryFn: async () =>
      (
        await api(
          apiClient.api.talents["by-slug"][":slug"].$get({ param: { slug: encodeURIComponent(slug) } }),
        )
      ).talent,
    retry: false,
  });

export function sendInquiry(talentId: string, input: InquiryInput, botCheck: string) {
  return api(
    apiClient.api.talents[":id"].inquiries.$post({
      param: { id: encodeURIComponent(talentId) },
      json: input,
      header: { "x-altcha": botCheck },
    }),
  );
}

export const myInquiriesQueryOptions = (folder: InquiryFolder) =>
  queryOptions({
    queryKey: inquiryKeys.folder(folder),
    queryFn: () => api(apiClient.api.me.inquiries.$get({ query: { folder } })),
  });

export const myInquiryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: inquiryKeys.thread(id),
    queryFn: () => api(apiClient.api.me.inquiries[":id"].$get({ param: { id: encodeURIComponent(id) } })),
    retry: false,
  });

type ThreadAction =
  | { path: "replies"; body: { message: string } }
  | { path: "read"; body: { read: boolean } }
  | { path: "archive"; body: { archived: boolean } }
  | { path: "spam"; body: { spam: boolean } }
  | { path: "report"; body: { reason: string } };

function threadRequest(id: string, action: ThreadAction) {
  const thread = apiClient.api.me.inquiries[":id"];
  const param = { id: encodeURIComponent(id) };
  switch (action.path) {
    case "replies":
      return api(thread.replies.$post({ param, json: action.body }));
    case "read":
      return api(thread.read.$post({ param, json: action.body }));
    case "archive":
      return api(thread.archive.$post({ param, json: action.body }));
    case "spam":
      return api(thread.spam.$post({ param, json: action.body }));
    case "report":
      return api(thread.report.$post({ param, json: action.body }));
  }
}

/** One of the talent's actions on a thread; the thread and every folder are fresh afterwards. */
export function useThreadAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: ThreadAction) => threadRequest(id, action),
    onSuccess: (thread) => {
      queryClient.setQueryData(inquiryKeys.thread(id), thread);
      void queryClient.invalidateQueries({ queryKey: accountKeys.inquiries() });
    },
  });
}

export function useInquirySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => api(apiClient.api.me["inquiry-settings"].$put({ json: { enabled } })),
    // Refetched, the folders carry the saved choice; the switch shows it until then (its page holds it).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.inquiries() }),
  });
}

/** The sender's side: the token goes in a header, never in a URL the server sees. */
export const senderThreadQueryOptions = (token: string) =>
  queryOptions({
    queryKey: inquiryKeys.sender(token),
    queryFn: () => api(apiClient.api["inquiry-thread"].$get({ header: { [THREAD_TOKEN_HEADER]: token } })),
    retry: false,
  });

export function useSenderReply(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) =>
      api(
        apiClient.api["inquiry-thread"].replies.$post({
          json: { message },
          header: { [THREAD_TOKEN_HEADER]: token },
        }),
      ),
    onSuccess: (thread) => queryClient.setQueryData(inquiryKeys.sender(token), thread),
  });
}
