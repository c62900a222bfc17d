import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { INBOX_PAGE_SIZE, type InboxPage } from "#shared/admin/inbox.schema";
import { api } from "../../../lib/api.ts";
import { adminKeys } from "./admin-keys.ts";

const inboxKey = [...adminKeys.all, "messages"] as const;

/** One page of the inbox, newest first; the previous page stays on screen while the next loads. */
export const inboxQueryOptions = (page: number) =>
  queryOptions({
    queryKey: [...inboxKey, page],
    queryFn: () => api<InboxPage>(`/api/admin/messages?page=${page}&pageSize=${INBOX_PAGE_SIZE}`),
    placeholderData: keepPreviousData,
  });

/** Marks a message read; the inbox and the sidebar's unread count follow. */
export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ isRead: true }>(`/api/admin/messages/${encodeURIComponent(id)}/read`, {
        method: "POST",
        json: {},
      }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: inboxKey });
      void queryClient.invalidateQueries({ queryKey: adminKeys.overview() });
    },
  });
}
