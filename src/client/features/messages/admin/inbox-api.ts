import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { adminKeys } from "#client/lib/admin/admin-keys.ts";
import { api, apiClient } from "#client/lib/api.ts";
import { INBOX_PAGE_SIZE } from "#shared/admin/inbox.schema";

const messages = apiClient.api.admin.messages;

/** One page of the inbox, newest first; the previous page stays on screen while the next loads. */
export const inboxQueryOptions = (page: number) =>
  queryOptions({
    queryKey: adminKeys.messagesPage(page),
    queryFn: () => api(messages.$get({ query: { page: String(page), pageSize: String(INBOX_PAGE_SIZE) } })),
    placeholderData: keepPreviousData,
  });

/** Marks a message read; the inbox and the sidebar's unread count follow. */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api(messages[":id"].read.$post({ param: { id: encodeURIComponent(id) } })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.messages() });
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview() });
    },
  });
}
