import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  type InquiryFolder,
  type InquiryInput,
  InquiryListSchema,
  InquiryThreadSchema,
  SenderThreadSchema,
  THREAD_TOKEN_HEADER,
} from "#shared/inquiries/inquiry.schema";
import { PublicTalentSchema } from "#shared/talents/talent.schema";
import { api } from "../../../lib/api.ts";
import { MY_INQUIRIES_KEY } from "../../../lib/my-inquiries-key.ts";

export const inquiryKeys = {
  folder: (folder: InquiryFolder) => [...MY_INQUIRIES_KEY, "folder", folder] as const,
  thread: (id: string) => [...MY_INQUIRIES_KEY, "thread", id] as const,
  sender: (token: string) => ["inquiry-thread", token] as const,
  talent: (slug: string) => ["inquiries", "talent", slug] as const,
};

/** The profile an inquiry is for (the public read: never the talent's hidden address). */
export const inquiryTalentQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: inquiryKeys.talent(slug),
    queryFn: async () =>
      z
        .object({ talent: PublicTalentSchema })
        .parse(await api(`/api/talents/by-slug/${encodeURIComponent(slug)}`)).talent,
    retry: false,
  });

export function sendInquiry(talentId: string, input: InquiryInput, botCheck: string) {
  return api<{ id: string }>(`/api/talents/${encodeURIComponent(talentId)}/inquiries`, {
    method: "POST",
    json: input,
    headers: { "X-Altcha": botCheck },
  });
}

export const myInquiriesQueryOptions = (folder: InquiryFolder) =>
  queryOptions({
    queryKey: inquiryKeys.folder(folder),
    queryFn: async () => InquiryListSchema.parse(await api(`/api/me/inquiries?folder=${folder}`)),
  });

export const myInquiryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: inquiryKeys.thread(id),
    queryFn: async () => InquiryThreadSchema.parse(await api(`/api/me/inquiries/${encodeURIComponent(id)}`)),
    retry: false,
  });

type ThreadAction =
  | { path: "replies"; body: { message: string } }
  | { path: "read"; body: { read: boolean } }
  | { path: "archive"; body: { archived: boolean } }
  | { path: "spam"; body: { spam: boolean } }
  | { path: "report"; body: { reason: string } };

/** One of the talent's actions on a thread; the thread and every folder are fresh afterwards. */
export function useThreadAction(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: ThreadAction) =>
      InquiryThreadSchema.parse(
        await api(`/api/me/inquiries/${encodeURIComponent(id)}/${action.path}`, {
          method: "POST",
          json: action.body,
        }),
      ),
    onSuccess: (thread) => {
      queryClient.setQueryData(inquiryKeys.thread(id), thread);
      void queryClient.invalidateQueries({ queryKey: MY_INQUIRIES_KEY });
    },
  });
}

export function useInquirySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) =>
      api<{ enabled: boolean }>("/api/me/inquiry-settings", { method: "PUT", json: { enabled } }),
    // Refetched, the folders carry the saved choice; the switch shows it until then (its page holds it).
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MY_INQUIRIES_KEY }),
  });
}

/** The sender's side: the token goes in a header, never in a URL the server sees. */
export const senderThreadQueryOptions = (token: string) =>
  queryOptions({
    queryKey: inquiryKeys.sender(token),
    queryFn: async () =>
      SenderThreadSchema.parse(
        await api("/api/inquiry-thread", { headers: { [THREAD_TOKEN_HEADER]: token } }),
      ),
    retry: false,
  });

export function useSenderReply(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (message: string) =>
      SenderThreadSchema.parse(
        await api("/api/inquiry-thread/replies", {
          method: "POST",
          json: { message },
          headers: { [THREAD_TOKEN_HEADER]: token },
        }),
      ),
    onSuccess: (thread) => queryClient.setQueryData(inquiryKeys.sender(token), thread),
  });
}
