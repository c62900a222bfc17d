import { queryOptions } from "@tanstack/react-query";
import { InquiryUnreadSchema } from "#shared/inquiries/inquiry.schema";
import { api } from "./api.ts";

/** Every query about the signed-in talent's inquiries starts with this key (live updates refresh them all). */
export const MY_INQUIRIES_KEY = ["me", "inquiries"] as const;

/** The navigation's unread count; the dashboard and the inbox both read it. */
export const myInquiriesUnreadQueryOptions = () =>
  queryOptions({
    queryKey: [...MY_INQUIRIES_KEY, "unread"],
    queryFn: async () => InquiryUnreadSchema.parse(await api("/api/me/inquiries/unread")).unread,
  });
