import { queryOptions } from "@tanstack/react-query";
import { api, apiClient } from "./api.ts";
import { MY_INQUIRIES_KEY } from "./my-inquiries-key.ts";

/** The navigation's unread count; the dashboard and the inbox both read it. */
export const myInquiriesUnreadQueryOptions = () =>
  queryOptions({
    queryKey: [...MY_INQUIRIES_KEY, "unread"],
    queryFn: async () => (await api(apiClient.api.me.inquiries.unread.$get())).unread,
  });
