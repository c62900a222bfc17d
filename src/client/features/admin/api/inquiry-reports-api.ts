import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { ReportedInquiryListSchema, ReportedInquirySchema } from "#shared/inquiries/inquiry.schema";
import { api } from "../../../lib/api.ts";
import { adminKeys } from "./admin-keys.ts";

const reportsKey = [...adminKeys.all, "inquiry-reports"] as const;

/** Inquiries that talents reported, with their threads (live changes refresh every admin query). */
export const inquiryReportsQueryOptions = () =>
  queryOptions({
    queryKey: reportsKey,
    queryFn: async () => ReportedInquiryListSchema.parse(await api("/api/admin/inquiry-reports")).items,
  });

export function useBlockSender() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, blocked }: { id: string; blocked: boolean }) =>
      ReportedInquirySchema.parse(
        await api(`/api/admin/inquiry-reports/${encodeURIComponent(id)}/block-sender`, {
          method: "POST",
          json: { blocked },
        }),
      ),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useDismissReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ id: string }>(`/api/admin/inquiry-reports/${encodeURIComponent(id)}/dismiss`, { method: "POST" }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
