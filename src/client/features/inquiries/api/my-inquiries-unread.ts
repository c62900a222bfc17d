import { queryOptions } from "@tanstack/react-query";
import { api, apiClient } from "#client/lib/api.ts";
import { accountKeys } from "#client/lib/query-keys.ts";

/** The navigation's unread count; the dashboard and the inbox both read it. */
export const myInquiriesUnreadQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.unreadInquiries(),
    queryFn: async () => (await api(apiClient.api.me.inquiries.unread.$get())).unread,
  });
